import { pageOffset } from './sql-helpers.js';

/** Which rows of an ordered list of `total` rows one page reads, and from which end. */
export interface PageWindow {
  /** Read in the reverse of the list's order (the caller puts the rows back in order). */
  backwards: boolean;
  limit: number;
  offset: number;
}

/**
 * A page past the middle of the list is read from the far end: PostgreSQL walks an index either
 * way, and OFFSET costs one step per skipped row, so the last page of a million rows skips none
 * instead of all of them. Any page then skips at most half the list.
 */
export function pageWindow(page: { pageIndex: number; pageSize: number }, total: number): PageWindow {
  const offset = pageOffset(page);
  const remaining = Math.max(0, total - offset);
  const limit = Math.min(page.pageSize, remaining);
  if (remaining - limit < offset) return { backwards: true, limit, offset: remaining - limit };
  return { backwards: false, limit, offset };
}

/**
 * One page and the total of the whole filtered set. The first page is read together with the
 * total; a later page needs the total first, to know which end is nearer.
 */
export async function readPage<Row, Total extends { total: number }>(
  page: { pageIndex: number; pageSize: number },
  totals: () => Promise<Total>,
  rows: (window: PageWindow) => Promise<Row[]>,
): Promise<Total & { rows: Row[] }> {
  if (page.pageIndex === 0) {
    const [found, counted] = await Promise.all([rows({ backwards: false, limit: page.pageSize, offset: 0 }), totals()]);
    return { ...counted, rows: found };
  }
  const counted = await totals();
  const window = pageWindow(page, counted.total);
  return { ...counted, rows: window.limit > 0 ? await rows(window) : [] };
}
