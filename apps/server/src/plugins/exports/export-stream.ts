import type { PassThrough } from 'node:stream';
import type pg from 'pg';
import type { RowQuery } from '../../db/row-query.js';
import type { Labels } from '../../lib/labels.js';
import { type Cell, cellOf, type ExportColumn, type ExportRow } from './export-columns.js';
import type { InfoLine, SheetWriter } from './sheet-writer.js';

/**
 * Rows per FETCH from the cursor, and per turn of the event loop while writing them. 50 a turn
 * (about 3.5 ms of Excel writing) lets the calls made meanwhile stay within their budgets; 250 a
 * turn made the export 12 % faster but the payment list 35 ms and the dashboard 69 ms at p95
 * (docs/PERFORMANCE.md, Exports).
 */
const FETCH_ROWS = 1000;
/** A reader that takes nothing for this long (a stalled download) has its export's transaction ended. */
const EXPORT_IDLE_LIMIT = '10min';
const ROWS_PER_TURN = 50;

/**
 * A cursor over a query in one READ ONLY REPEATABLE READ transaction: the count and every row
 * come from the same snapshot, so the file agrees with itself while others keep writing.
 */
export async function openCursor(client: pg.PoolClient, query: RowQuery, settings = '') {
  // A whole list read out as fast as the reader takes it is long work: no statement limit, and
  // the transaction may sit idle while a slow reader catches up (db/client.ts CALL_LIMITS).
  // `settings`: the caller's (db/actor-scope.ts), so a user of some properties reads only theirs.
  await client.query(
    `begin isolation level repeatable read read only; set local statement_timeout = 0;
     set local idle_in_transaction_session_timeout = '${EXPORT_IDLE_LIMIT}'${settings ? `; ${settings}` : ''}`,
  );
  const counted = query.count
    ? await client.query<{ n: string }>(query.count.text, query.count.params)
    : await client.query<{ n: string }>(`select count(*) as n from (${query.text}) q`, query.params);
  await client.query(`declare export_rows no scroll cursor for ${query.text}`, query.params);
  return {
    rows: Number(counted.rows[0]?.n ?? 0),
    /** The next batch as objects named like the list's rows; empty at the end. */
    async next(): Promise<ExportRow[]> {
      const batch = await client.query({ text: `fetch ${FETCH_ROWS} from export_rows`, rowMode: 'array' });
      const keys = query.keys ?? batch.fields.map((f) => f.name);
      return (batch.rows as unknown[][]).map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]])));
    },
  };
}

export interface StreamPlan {
  cursor: Awaited<ReturnType<typeof openCursor>>;
  columns: ExportColumn[];
  labels: Labels;
  writer: SheetWriter;
  out: PassThrough;
  title: string;
  info: InfoLine[];
  /** The export's audit entry being written: null once written, or why it failed (then no row is sent). */
  recorded: Promise<Error | null>;
}

/**
 * Writes the header, every row (numbered like the list's "No") and the Total line; stops when
 * the reader has gone. Rows are written a few dozen at a time between turns of the event loop,
 * so other calls are answered while a large file is made. The file starts at once; its rows wait
 * for the export's audit entry, and a failed entry ends the file there (the download fails).
 */
export async function writeRows({ cursor, columns, labels, writer, out, title, info, recorded }: StreamPlan) {
  const totals: (number | null)[] = columns.map((c) => (c.total ? 0 : null));
  await writer.start({
    title,
    infoTitle: labels.texts.infoSheet,
    header: [labels.fields.rowNumber, ...columns.map((c) => labels.fields[c.title ?? c.key])],
    kinds: ['number', ...columns.map((c) => c.kind ?? 'text')],
    info,
  });
  const failed = await recorded;
  if (failed) throw failed;
  let rowNumber = 0;
  while (!out.destroyed) {
    const batch = await cursor.next();
    if (batch.length === 0) break;
    for (let from = 0; from < batch.length && !out.destroyed; from += ROWS_PER_TURN) {
      const cells = batch.slice(from, from + ROWS_PER_TURN).map((row) => {
        const line: Cell[] = [++rowNumber];
        columns.forEach((column, i) => {
          const cell = cellOf(column, row, labels);
          line.push(cell);
          if (totals[i] !== null) totals[i] = (totals[i] as number) + ((cell as number | null) ?? 0);
        });
        return line;
      });
      await writer.rows(cells);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (out.destroyed) return;
  const hasTotals = totals.some((t) => t !== null);
  const totalLines: InfoLine[] = columns.flatMap((c, i) =>
    c.total ? [[`${labels.texts.total} ${labels.fields[c.key]}`, totals[i] ?? 0, c.kind ?? 'number'] as InfoLine] : [],
  );
  await writer.finish(hasTotals ? { label: labels.texts.total, cells: [null, ...totals] } : null, [
    ...info,
    ...totalLines,
  ]);
}
