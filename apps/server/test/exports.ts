import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { TestApp } from './build-test-app.js';

export type FileCell = string | number | Date | null;

/** A parsed export: the description lines, the header, the rows and the Total line. */
export interface ExportedFile {
  info: Record<string, FileCell>;
  header: string[];
  rows: FileCell[][];
  total: FileCell[] | null;
}

/** Calls an export and answers the raw response (a file, or the error envelope). */
export async function exportFile(t: TestApp, path: string, body: object, token = t.adminToken, language?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: JSON.stringify(body),
  });
  return response;
}

/** An .xlsx export read back with ExcelJS: rows from the first sheet, the description from the second. */
export async function readXlsx(buffer: Buffer): Promise<ExportedFile> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const [sheet, about] = book.worksheets;
  if (!sheet || !about) throw new Error('an export has two sheets');
  const values = (row: ExcelJS.Row, width: number) =>
    Array.from({ length: width }, (_, i) => {
      const v = row.getCell(i + 1).value;
      return v === undefined || v === null ? null : (v as FileCell);
    });
  const width = sheet.getRow(1).cellCount;
  const lines: FileCell[][] = [];
  sheet.eachRow((row) => {
    lines.push(values(row, width));
  });
  const [header = [], ...rest] = lines;
  const last = rest.at(-1);
  const hasTotal = last?.[0] === 'Total';
  const info: Record<string, FileCell> = {};
  about.eachRow((row) => {
    info[String(row.getCell(1).value)] = (row.getCell(2).value ?? null) as FileCell;
  });
  return {
    info,
    header: header.map(String),
    rows: hasTotal ? rest.slice(0, -1) : rest,
    total: hasTotal ? (last ?? null) : null,
  };
}

/**
 * A .csv export read back: the header on the first line, the rows, the Total line. `separator`:
 * the one the file is expected to use (English readers' `,` unless asked otherwise); a file split
 * at another would not read as its header.
 */
export function readCsv(buffer: Buffer, separator: ',' | ';' = ','): Omit<ExportedFile, 'info'> & { bom: boolean } {
  const text = buffer.toString('utf8');
  const bom = text.startsWith('\uFEFF');
  const records: string[][] = parse(bom ? text.slice(1) : text, { relax_column_count: true, delimiter: separator });
  const [header = [], ...rest] = records;
  const last = rest.at(-1);
  const hasTotal = last?.[0] === 'Total';
  return {
    bom,
    header,
    rows: hasTotal ? rest.slice(0, -1) : rest,
    total: hasTotal ? (last ?? null) : null,
  };
}

/** The filters an export's file name carries, after its list and date: `bills-2026-11-24-status-active.csv` -> `status-active`. */
export function fileNameFilters(disposition: string | string[] | number | undefined): string {
  const name = /filename="([^"]+)"/.exec(String(disposition ?? ''))?.[1] ?? '';
  return name.replace(/^[a-z-]+?-\d{4}-\d{2}-\d{2}-?/, '').replace(/\.(csv|xlsx)$/, '');
}
