import { DEFAULT_PAGE_SIZE } from '@kamar/contract';

/** A call answering its envelope's `data` (a refusal throws). */
export type Ask = (path: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * A page of a list other than the first: 'last', the last page by its number (read backwards from
 * the far end); 'middle', Next pressed on the page before the middle one: the middle page by the
 * cursor that page answered (read from the cursor's row by the order's index); 'back', Back pressed
 * on that middle page: the page before it by the middle page's prevCursor; 'jump', the middle page
 * by its number alone (a pick in the page dropdown: OFFSET skips half the list whichever end it
 * reads from, as every middle page did before cursors).
 */
export type ListPage = 'last' | 'middle' | 'back' | 'jump';

/** The request of that page: the list's filters with its pageIndex (and cursor), worked out by asking the list. */
export async function pageBody(ask: Ask, path: string, body: Record<string, unknown>, page: ListPage) {
  const first = await ask(path, body);
  const pageSize = Number(body.pageSize ?? DEFAULT_PAGE_SIZE);
  const pages = Math.ceil(Number(first.totalData) / pageSize);
  const pageIndex = page === 'last' ? Math.max(0, pages - 1) : Math.floor(pages / 2);
  if (page === 'last' || page === 'jump') return { ...body, pageIndex };
  if (pages < 2) throw new Error(`${path} ${JSON.stringify(body)}: ${pages} page(s), too few for a middle page`);
  const before = await ask(path, { ...body, pageIndex: pageIndex - 1 });
  if (typeof before.nextCursor !== 'string') throw new Error(`${path}: the call answers no nextCursor`);
  const middle = { ...body, pageIndex, cursor: before.nextCursor };
  if (page === 'middle') return middle;
  const answer = await ask(path, middle);
  if (typeof answer.prevCursor !== 'string') throw new Error(`${path}: the call answers no prevCursor`);
  return { ...body, pageIndex: pageIndex - 1, cursor: answer.prevCursor };
}
