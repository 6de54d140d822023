import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell, CellKind } from './export-columns.js';
import type { SheetWriter } from './sheet-writer.js';

/**
 * Rupiah as Excel shows it: the cell stays a number (sums and filters work), formatted "Rp 1.500.000"
 * with the reader's own thousands separator. The money text written anywhere else is the
 * contract's `formatRupiah`; exported amounts are never negative (the database's CHECKs).
 */
const MONEY_FORMAT = '"Rp "#,##0';
const formats: Partial<Record<CellKind, string>> = {
  money: MONEY_FORMAT,
  number: '0',
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm:ss',
};
const widths: Record<CellKind, number> = { text: 24, number: 8, money: 16, date: 12, dateTime: 19 };

/** Bytes of sheet XML the zip may hold back before the rows wait for it (memory stays flat). */
const ZIP_BACKLOG = 1 << 20;

/**
 * ExcelJS's streaming writer hands each sheet's XML to the zip (archiver) without waiting: rows
 * made faster than they are compressed pile up in memory (a million rows: ~350 MB). The sheet's
 * stream pipes into archiver's input; waiting while that holds more than ZIP_BACKLOG keeps the
 * whole export within a few MB. (ExcelJS internals: `stream.pipes[0]` of a WorksheetWriter.)
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, gone: Promise<void>) {
  const input = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0] as
    | (Writable & { _writableState?: { length: number } })
    | undefined;
  let closed = false;
  void gone.then(() => {
    closed = true;
  });
  while (!closed && input?._writableState && input._writableState.length > ZIP_BACKLOG) {
    await Promise.race([once(input, 'drain'), gone]);
  }
}

/**
 * Excel: the rows on the first sheet (header frozen and filterable, money as numbers formatted as
 * rupiah, dates as dates, a bold Total line), the description (export time, filters, rows, totals)
 * on a second sheet.
 */
export function xlsxWriter(out: Writable, gone: Promise<void>): SheetWriter {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  let sheet: ExcelJS.Worksheet;
  let kinds: CellKind[] = [];
  let infoTitle = '';
  return {
    async start(s) {
      kinds = s.kinds;
      infoTitle = s.infoTitle;
      sheet = book.addWorksheet(s.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = s.header.map((header, i) => {
        const kind = kinds[i] ?? 'text';
        const numFmt = formats[kind];
        return { header, key: String(i), width: widths[kind], ...(numFmt ? { style: { numFmt } } : {}) };
      });
      sheet.getRow(1).font = { bold: true };
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: s.header.length } };
      sheet.getRow(1).commit();
    },
    async rows(rows) {
      for (const row of rows) sheet.addRow(row).commit();
      await zipCaughtUp(sheet, gone);
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), gone]);
    },
    async finish(totals, info) {
      if (totals) {
        const line = sheet.addRow([totals.label, ...totals.cells.slice(1)] as Cell[]);
        line.font = { bold: true };
        line.commit();
      }
      sheet.commit();
      const about = book.addWorksheet(infoTitle.slice(0, 31));
      about.columns = [
        { key: 'label', width: 24 },
        { key: 'value', width: 40 },
      ];
      for (const [label, value, kind] of info) {
        const line = about.addRow([label, value]);
        const numFmt = kind && formats[kind];
        if (numFmt) line.getCell(2).numFmt = numFmt;
        line.commit();
      }
      about.commit();
      await Promise.race([book.commit(), gone]);
    },
  };
}
