import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Cell, CellKind } from './export-columns.js';
import { dateText, type InfoLine, type SheetWriter } from './sheet-writer.js';

/** UTF-8 with a byte-order mark, so that Excel opens Indonesian text right. */
const BOM = '\uFEFF';

/**
 * CSV: the description first (title, export time, filters, rows), an empty line, the header,
 * the rows, then the Total line. Money and numbers are plain numbers, dates YYYY-MM-DD.
 */
export function csvWriter(out: Writable, gone: Promise<void>): SheetWriter {
  let kinds: CellKind[] = [];
  const text = (value: Cell, kind: CellKind) => (value instanceof Date ? dateText(value, kind) : (value ?? ''));
  async function write(chunk: string) {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), gone]);
  }
  const infoLines = (info: InfoLine[]) =>
    info.map(([label, value, kind]) => [
      label,
      value instanceof Date ? dateText(value, kind ?? 'dateTime') : (value ?? ''),
    ]);
  return {
    async start(sheet) {
      kinds = sheet.kinds;
      await write(BOM + stringify([[sheet.title], ...infoLines(sheet.info), [], sheet.header]));
    },
    async rows(rows) {
      await write(stringify(rows.map((row) => row.map((cell, i) => text(cell, kinds[i] ?? 'text')))));
    },
    async finish(totals) {
      if (totals)
        await write(
          stringify([[totals.label, ...totals.cells.slice(1).map((c, i) => text(c, kinds[i + 1] ?? 'text'))]]),
        );
      out.end();
    },
  };
}
