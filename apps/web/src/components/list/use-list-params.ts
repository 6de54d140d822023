import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@kamar/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type FilterSpecs, type FilterValues, readFilters, writeFilter } from './list-filters';

export interface ListParams<F extends FilterSpecs> {
  specs: F;
  /** The filters the list shows (the ones last searched), typed. */
  filters: FilterValues<F>;
  pageIndex: number;
  pageSize: number;
  /** The list call's request: the filters, the page and, when Next or Back led to it, its cursor. */
  request: FilterValues<F> & { pageIndex: number; pageSize: number; cursor?: string };
  /**
   * Searches with the filter bar's texts, from the first page; false when that asks for the very
   * rows already shown (the list then asks the server again itself: records change under a list).
   */
  search(texts: Record<string, string>): boolean;
  /**
   * Goes to a page: by the cursor the shown page answered for it (Next, Back: read from that row
   * on, however deep in the list), or by its number alone (a jump).
   */
  setPageIndex(pageIndex: number, cursor?: string | null): void;
  /** Spec section 9: changing the page size reloads from the first page. */
  setPageSize(pageSize: number): void;
  /**
   * A list of what belongs to a property: the top bar's property (0: all, left out of the request)
   * and whether there are several (then the list shows a property column).
   */
  property?: { propertyId: number; several: boolean };
}

/**
 * A list's state lives in the URL (filters, page, size), so Back, reload and a shared link all
 * show the same rows. It is read here once, typed by the screen's filter declarations.
 */
export function useListParams<F extends FilterSpecs>(
  specs: F,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(specs, params), [specs, params]);
  const { pageIndex, pageSize, cursor } = readPage(params, defaultPageSize);

  // The cursor is written with its page and dropped by every other change (it is that page's position).
  const write = useCallback(
    (changes: Record<string, string>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      if (!changes.cursor) next.delete('cursor');
      if (next.toString() !== params.toString()) setParams(next);
      return next;
    },
    [params, setParams],
  );

  return {
    specs,
    filters,
    pageIndex,
    pageSize,
    request: useMemo(
      () => ({ ...filters, pageIndex, pageSize, ...(cursor ? { cursor } : {}) }),
      [filters, pageIndex, pageSize, cursor],
    ),
    search: (texts) => {
      const known = Object.keys(specs).map((name) => [name, texts[name] ?? ''] as const);
      const next = write({ ...Object.fromEntries(known), page: '0' });
      // The request, not the address, decides: "?status=1" asks what no query at all asked.
      return JSON.stringify(readFilters(specs, next)) !== JSON.stringify(filters) || pageIndex !== 0 || !!cursor;
    },
    setPageIndex: (index, at) => void write({ page: String(index), cursor: at ?? '' }),
    setPageSize: (size) => void write({ pageSize: String(size), page: '0' }),
  };
}

function readPage(params: URLSearchParams, defaultPageSize: number) {
  const size = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : defaultPageSize;
  const pageIndex = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const cursor = params.get('cursor') ?? '';
  return { pageIndex, pageSize, ...(cursor ? { cursor } : {}) };
}

/** The list call's request an address asks for, outside React (a route loader asks for it early). */
export function listRequest<F extends FilterSpecs>(
  specs: F,
  params: URLSearchParams,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): ListParams<F>['request'] {
  return { ...readFilters(specs, params), ...readPage(params, defaultPageSize) };
}

/** The filter bar's texts for the filters shown. */
export function filterTexts<F extends FilterSpecs>(filters: FilterValues<F>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, writeFilter(value as never)]));
}

/**
 * The cursor to go from the shown page to another: Next and Back move by the shown page's
 * cursors (a page deep in the list then costs what the first does); a jump goes by number.
 */
export function cursorFor(
  shown: { nextCursor?: string | null; prevCursor?: string | null } | undefined,
  pageIndex: number,
  target: number,
): string | null {
  if (!shown) return null;
  if (target === pageIndex + 1) return shown.nextCursor ?? null;
  if (target === pageIndex - 1) return shown.prevCursor ?? null;
  return null;
}
