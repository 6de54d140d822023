import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';

/** How a sort key's value travels in a cursor and is read back into SQL. */
export type SortKeyKind = 'bigint' | 'date' | 'text' | 'timestamptz';

/**
 * A list's order, as keyset paging needs it. Every column goes the same way (one row comparison,
 * which a btree in that order answers by seeking), none is ever null, and the last is the row's
 * id, so the order is total: equal dates or names are told apart by the id.
 */
export interface ListOrder<Row> {
  /** Names the list and its order: a cursor of another list or order is not this one's. */
  name: string;
  columns: readonly { sql: SQL; kind: SortKeyKind }[];
  descending: boolean;
  /** The row's values of `columns`, exactly as stored (a timestamp to the microsecond). */
  keyOf(row: Row): readonly (string | number)[];
}

/** Where a page starts: after (or, going back, before) the row with these sort keys. */
export interface PagePosition {
  before: boolean;
  /** The page the cursor is for: a request for another page reads by its number instead. */
  pageIndex: number;
  key: readonly (string | number)[];
}

type Paging = { pageIndex: number; pageSize: number; cursor?: string | undefined };

const VALID: Record<SortKeyKind, (v: unknown) => boolean> = {
  bigint: (v) => Number.isSafeInteger(v),
  date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  text: (v) => typeof v === 'string' && v.length <= 200,
  timestamptz: (v) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(v),
};

const CAST: Record<SortKeyKind, (v: string | number) => SQL> = {
  bigint: (v) => sql`${v}::bigint`,
  date: (v) => sql`${v}::date`,
  text: (v) => sql`${v}::text`,
  timestamptz: (v) => sql`${v}::timestamptz`,
};

/**
 * The request's filters and page size, hashed: a cursor carries it, so one made for another
 * filter or page size (a stale address, a hand-edited one) is told apart and not used.
 */
function fingerprint(name: string, page: Paging): string {
  const { pageIndex: _, cursor: __, ...rest } = page as Paging & Record<string, unknown>;
  const sorted = Object.keys(rest)
    .sort()
    .map((k) => [k, rest[k] ?? null]);
  return createHash('sha256')
    .update(JSON.stringify([name, sorted]))
    .digest('base64url')
    .slice(0, 16);
}

export function positionOf<Row>(order: ListOrder<Row>, row: Row, pageIndex: number, before: boolean): PagePosition {
  return { before, pageIndex, key: order.keyOf(row) };
}

export function writeCursor<Row>(order: ListOrder<Row>, page: Paging, at: PagePosition): string {
  const body = { f: fingerprint(order.name, page), p: at.pageIndex, b: at.before ? 1 : 0, k: at.key };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/**
 * The request's cursor when it is one this list made for this very request (same filters and
 * page size, the page asked for); otherwise null, and the page is read by its number: a stale or
 * altered cursor can cost time, never wrong rows or row numbers.
 */
export function readCursor<Row>(order: ListOrder<Row>, page: Paging): PagePosition | null {
  if (!page.cursor) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(page.cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { f, p, b, k } = body as Record<string, unknown>;
  if (f !== fingerprint(order.name, page) || p !== page.pageIndex || (b !== 0 && b !== 1)) return null;
  if (!Array.isArray(k) || k.length !== order.columns.length) return null;
  if (!order.columns.every((column, i) => VALID[column.kind](k[i]))) return null;
  return { before: b === 1, pageIndex: p, key: k as (string | number)[] };
}

/** The rows past the position in the direction read: `(keys) < (values)` newest first, forwards. */
export function seekAfter<Row>(order: ListOrder<Row>, at: PagePosition): SQL {
  const columns = sql.join(
    order.columns.map((c) => c.sql),
    sql`, `,
  );
  const values = sql.join(
    order.columns.map((c, i) => CAST[c.kind](at.key[i] as string | number)),
    sql`, `,
  );
  const lower = order.descending !== at.before;
  return lower ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}
