import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Language } from '@kamar/contract';
import { stringify } from 'csv-stringify/sync';
import type { Cell, CellKind } from './export-columns.js';
import { dateText, type SheetWriter } from './sheet-writer.js';

/** UTF-8 with a byte-order mark, so that Excel opens Indonesian text right. */
const BOM = '\uFEFF';

/**
 * How a spreadsheet tells a formula from text: its first character (=, +, -, @, a tab, a line
 * break; their full-width forms too), also behind spaces. OWASP's "CSV Injection" neutralisation:
 * such a cell starts with a single quote, which Excel, LibreOffice and Google Sheets read as
 * "this is text" (a tenant named "=HYPERLINK(...)" or a remark "-2+3+cmd|..." shows as typed).
 * Numbers are written as numbers and stay so: -5000 is a value, not a formula.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;
export const asCsvText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * csv-stringify quotes a cell holding a comma, a quote or a line break (RFC 4180); also one
 * holding a semicolon or a tab: Excel set to Indonesian splits a CSV at semicolons, and an
 * unquoted "a;=1+1" would start a cell with a formula there.
 */
const csv = (lines: unknown[][], delimiter: CsvSeparator) =>
  stringify(
    lines.map((line) => line.map((cell) => (typeof cell === 'string' ? asCsvText(cell) : cell))),
    { delimiter, quoted_match: /[;,\t]/ },
  );

export type CsvSeparator = ',' | ';';

/**
 * The separator a reader's spreadsheet splits at: Excel set to Indonesian (its decimal mark is a
 * comma) reads `;`, set to English `,`. Chosen in the export menu, else the reader's language's.
 */
export function csvSeparatorOf(chosen: 'comma' | 'semicolon' | undefined, language: Language): CsvSeparator {
  if (chosen) return chosen === 'comma' ? ',' : ';';
  return language === 'id' ? ';' : ',';
}

/**
 * CSV: the header on the first line (a spreadsheet makes it the columns' titles), the rows, then
 * the Total line; the export's description is in the file's name (its filters) and the Excel
 * file's second sheet. Money and numbers are plain numbers, dates YYYY-MM-DD; no text cell starts
 * like a formula (`asCsvText`).
 */
export function csvWriter(out: Writable, gone: Promise<void>, separator: CsvSeparator = ','): SheetWriter {
  let kinds: CellKind[] = [];
  const text = (value: Cell, kind: CellKind) => (value instanceof Date ? dateText(value, kind) : (value ?? ''));
  async function write(chunk: string) {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), gone]);
  }
  return {
    async start(sheet) {
      kinds = sheet.kinds;
      await write(BOM + csv([sheet.header], separator));
    },
    async rows(rows) {
      await write(
        csv(
          rows.map((row) => row.map((cell, i) => text(cell, kinds[i] ?? 'text'))),
          separator,
        ),
      );
    },
    async finish(totals) {
      if (totals)
        await write(
          csv([[totals.label, ...totals.cells.slice(1).map((c, i) => text(c, kinds[i + 1] ?? 'text'))]], separator),
        );
      out.end();
    },
  };
}
