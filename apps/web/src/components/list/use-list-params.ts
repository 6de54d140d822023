import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@kamar/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type FilterValues = Record<string, string>;

export interface ListParams<F extends FilterValues> {
  /** The filters the list shows (the ones last searched), as text. */
  filters: F;
  pageIndex: number;
  pageSize: number;
  search(filters: F): void;
  setPageIndex(pageIndex: number): void;
  /** Spec section 9: changing the page size reloads from the first page. */
  setPageSize(pageSize: number): void;
}

/**
 * A list's state lives in the URL (filters, page, size), so Back, reload and a shared link all
 * show the same rows.
 */
export function useListParams<F extends FilterValues>(
  defaults: F,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): ListParams<F> {
  const [params, setParams] = useSearchParams();
  // Screens pass a fresh defaults object each render; compare it by value.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as F, [defaultsKey]);

  const filters = useMemo(() => {
    const values = { ...stableDefaults };
    for (const key of Object.keys(stableDefaults)) {
      const value = params.get(key);
      if (value !== null) (values as FilterValues)[key] = value;
    }
    return values;
  }, [params, stableDefaults]);

  const pageSize = useMemo(() => {
    const size = Number(params.get('pageSize'));
    return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : defaultPageSize;
  }, [params, defaultPageSize]);
  const pageIndex = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);

  const write = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      }),
    [setParams],
  );

  return {
    filters,
    pageIndex,
    pageSize,
    search: (next) => write({ ...next, page: '0' }),
    setPageIndex: (index) => write({ page: String(index) }),
    setPageSize: (size) => write({ pageSize: String(size), page: '0' }),
  };
}

/** A select filter's text to the request's value: "" (All) -> undefined. */
export function optionalNumber(text: string | undefined): number | undefined {
  return text ? Number(text) : undefined;
}
