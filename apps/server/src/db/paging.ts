import { type SQL, sql } from 'drizzle-orm';
import { type ListOrder, positionOf, readCursor, seekAfter, writeCursor } from './page-cursor.js';
import { pageOffset } from './sql-helpers.js';

export type { ListOrder } from './page-cursor.js';

/** Which rows of an ordered list of `total` rows one page reads, and from which end. */
export interface PageWindow {
  /** Read in the reverse of the list's order (the caller puts the rows back in order). */
  backwards: boolean;
  limit: number;
  offset: number;
  /** A condition the page's rows also meet: the rows past a cursor's position, else `true`. */
  seek: SQL;
}

/** The request's paging: the page it goes to and, when it moves one page, the position it gave. */
export interface PageRequest {
  pageIndex: number;
  pageSize: number;
  cursor?: string | undefined;
}

/** The positions of the pages on either side of the one read (null at an end of the list). */
export interface PageCursors {
  nextCursor: string | null;
  prevCursor: string | null;
}

const ANY_ROW = sql`true`;

/**
 * A page past the middle of the list is read from the far end: PostgreSQL walks an index either
 * way, and OFFSET costs one step per skipped row, so the last page of a million rows skips none
 * instead of all of them. Any page then skips at most half the list.
 */
export function pageWindow(page: { pageIndex: number; pageSize: number }, total: number): PageWindow {
  const offset = pageOffset(page);
  const remaining = Math.max(0, total - offset);
  const limit = Math.min(page.pageSize, remaining);
  if (remaining - limit < offset) return { backwards: true, limit, offset: remaining - limit, seek: ANY_ROW };
  return { backwards: false, limit, offset, seek: ANY_ROW };
}

/**
 * A page read with the list's totals in the same statement (one round trip instead of two):
 * `read(window, true)` answers the rows and, when any row came back, the totals they carried (an
 * uncorrelated subquery or join PostgreSQL computes once). An empty page carries none: the totals
 * are then read alone. `read(window, false)` reads the rows only (the totals already known).
 */
export interface PageWithTotals<Row, Total> {
  read(window: PageWindow, withTotals: boolean): Promise<{ rows: Row[]; totals?: Total | undefined }>;
}

/** How a list reads one page: the rows alone (then the totals beside them), or with its totals. */
export type PageRows<Row, Total> = ((window: PageWindow) => Promise<Row[]>) | PageWithTotals<Row, Total>;

/**
 * Rows that each carry the totals in the columns `columns` (the same on every row), split into
 * the rows without those columns and the totals, read from the first row (none when the rows
 * were read without them).
 */
export function carriedTotals<Row, Total>(
  carried: Record<string, unknown>[],
  columns: readonly string[],
  totalsOf: (first: Record<string, unknown>) => Total,
): { rows: Row[]; totals: Total | undefined } {
  const first = carried[0];
  const rows = carried.map((row) => {
    const plain: Record<string, unknown> = {};
    for (const key in row) if (!columns.includes(key)) plain[key] = row[key];
    return plain as Row;
  });
  // Rows read without their totals carry none.
  const carries = first !== undefined && columns[0] !== undefined && columns[0] in first;
  return { rows, totals: carries ? totalsOf(first) : undefined };
}

/**
 * One page and the total of the whole filtered set. The first page is read together with the
 * total; a later page needs the total first, to know which end is nearer. A page reached by a
 * cursor (next or previous) is read from the cursor's row by the order's index, skipping nothing,
 * together with the total; the answer then carries the cursors of the pages beside it. A page
 * asked by its number far from both ends starts from its bucket's edge when the list keeps counts
 * per bucket (`jump`, `bucketJump`).
 */
export async function readPage<Row, Total extends { total: number }>(
  page: PageRequest,
  totals: () => Promise<Total>,
  rows: PageRows<Row, Total>,
): Promise<Total & { rows: Row[] }>;
export async function readPage<Row, Total extends { total: number }>(
  page: PageRequest,
  totals: () => Promise<Total>,
  rows: PageRows<Row, Total>,
  order: ListOrder<NoInfer<Row>>,
  jump?: PageJump,
): Promise<Total & { rows: Row[] } & PageCursors>;
export async function readPage<Row, Total extends { total: number }>(
  page: PageRequest,
  totals: () => Promise<Total>,
  rows: PageRows<Row, Total>,
  order?: ListOrder<Row>,
  jump?: PageJump,
): Promise<Total & { rows: Row[] } & Partial<PageCursors>> {
  const rowsAlone = async (window: PageWindow) =>
    typeof rows === 'function' ? rows(window) : (await rows.read(window, false)).rows;
  const together = async (window: PageWindow) => {
    if (typeof rows === 'function') {
      const [read, counted] = await Promise.all([rows(window), totals()]);
      return { ...counted, rows: read };
    }
    const read = await rows.read(window, true);
    return { ...(read.totals ?? (await totals())), rows: read.rows };
  };
  const window = order ? cursorWindow(order, page) : null;
  let found: Total & { rows: Row[] };
  if (window) {
    found = await together(window);
  } else if (page.pageIndex === 0) {
    found = await together({ backwards: false, limit: page.pageSize, offset: 0, seek: ANY_ROW });
  } else {
    const counted = await totals();
    let window = pageWindow(page, counted.total);
    if (jump && window.limit > 0 && window.offset >= jumpSettings.fromOffset) window = await jump(window);
    found = { ...counted, rows: window.limit > 0 ? await rowsAlone(window) : [] };
  }
  return order ? { ...found, ...pageCursors(order, page, found) } : found;
}

/** Moves a page asked by its number closer to its rows before they are read (see `bucketJump`). */
export type PageJump = (window: PageWindow) => Promise<PageWindow>;

/**
 * From how many rows skipped a page asked by its number is found through the kept counts: below
 * it, OFFSET's walk of the order's index (about a microsecond a row) costs less than reading
 * the counts. Tests set it to 0 to read every page that way.
 */
export const jumpSettings = { fromOffset: 2_000 };

/**
 * A page asked by its number deep in a long list (the pager's page field, not Next or Back),
 * found through kept counts per bucket of the order's first column (a day, a month): the counts
 * say in which bucket the page starts and how many rows come before that bucket, so the page is
 * read from the bucket's edge, skipping only the rows of that bucket before it, instead of every
 * row from the nearer end. `buckets` answers one row per bucket (`bucket`, `n`) of the filtered
 * set, exactly as the list counts it; `edge(bucket, backwards)` is the condition on the rows from
 * that bucket on, in the direction read (newest first: the bucket and older ones). `within(bucket)`,
 * when a bucket holds too many rows to skip (a month of a chain's payments), jumps again inside
 * the bucket found, by smaller buckets (its days).
 */
export function bucketJump(
  execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>,
  buckets: SQL,
  edge: (bucket: string, backwards: boolean) => SQL,
  descending: boolean,
  within?: (bucket: string) => PageJump,
): PageJump {
  return stretchJump(
    execute,
    sql`select b.bucket::text as bucket, b.n from (${buckets}) b`,
    ['bucket'],
    (start, backwards) => edge(String(start.bucket), backwards),
    descending,
    within && ((start) => within(String(start.bucket))),
  );
}

/**
 * `bucketJump` for stretches of the order keyed by more than one column (a name and an id):
 * `stretches` answers one row per stretch with its key columns `keys` (compared in the list's
 * order, by the database) and its count `n`, and any other column `edge` needs (where the
 * stretch ends); `edge(start, backwards)` is the condition on the rows from that stretch on, in
 * the direction read; `within(start)` jumps again inside the stretch found.
 */
export function stretchJump(
  execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>,
  stretches: SQL,
  keys: readonly string[],
  edge: (start: Record<string, unknown>, backwards: boolean) => SQL,
  descending: boolean,
  within?: (start: Record<string, unknown>) => PageJump,
): PageJump {
  return async (window) => {
    const direction = descending !== window.backwards ? sql.raw('desc') : sql.raw('asc');
    const order = sql.join(
      keys.map((key) => sql`${sql.identifier(key)} ${direction}`),
      sql`, `,
    );
    const found = await execute(sql`
      select * from (
        select s.*, sum(s.n) over (order by ${order}) - s.n as before from (${stretches}) s) c
      where before + n > ${window.offset} order by ${order} limit 1`);
    const start = found.rows[0];
    // Past the counted rows (a concurrent delete): OFFSET answers as before.
    if (!start) return window;
    const narrowed: PageWindow = {
      ...window,
      seek: sql`${window.seek} and ${edge(start, window.backwards)}`,
      offset: window.offset - Number(start.before),
    };
    return within ? within(start)(narrowed) : narrowed;
  };
}

/** The window of the page the request's cursor points at (the rows past its row), if it has a usable one. */
export function cursorWindow<Row>(order: ListOrder<Row>, page: PageRequest): PageWindow | null {
  const position = page.cursor ? readCursor(order, page) : null;
  if (!position) return null;
  return { backwards: position.before, limit: page.pageSize, offset: 0, seek: seekAfter(order, position) };
}

/** The cursors of the pages beside one just read, in the list's order. */
export function pageCursors<Row>(
  order: ListOrder<Row>,
  page: PageRequest,
  found: { rows: Row[]; total: number },
): PageCursors {
  const first = found.rows[0];
  const last = found.rows[found.rows.length - 1];
  const more = (page.pageIndex + 1) * page.pageSize < found.total;
  return {
    nextCursor: last && more ? writeCursor(order, page, positionOf(order, last, page.pageIndex + 1, false)) : null,
    prevCursor:
      first && page.pageIndex > 0 ? writeCursor(order, page, positionOf(order, first, page.pageIndex - 1, true)) : null,
  };
}
