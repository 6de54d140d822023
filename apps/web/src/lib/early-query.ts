import type { FetchQueryOptions, Query, QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

/** When each query was last asked for by a loader, ahead of its screen. */
const askedEarly = new WeakMap<object, number>();

/**
 * A route's loader asks for its screen's data (and the session check) while the screen's code is
 * still on its way, instead of after it has arrived and drawn: on a phone the data call then
 * overlaps the chunk downloads rather than following them. Only a key with nothing cached is
 * asked for; a known one is the screen's own query's business (its staleness rules apply).
 */
export function askEarly<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): void {
  if (queryClient.getQueryState(options.queryKey)?.data !== undefined) return;
  // A failure is the screen's to show: its query sees the same cached error or asks again.
  queryClient.prefetchQuery(options).catch(() => undefined);
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query) askedEarly.set(query, Date.now());
}

// A phone under load can take seconds from the answer to the screen's first render.
const OPENING_MS = 10_000;

/**
 * refetchOnMount for a query read afresh whenever its screen opens (staleTime 0): the answer the
 * loader asked for for this opening is not an old one to ask for again when the screen mounts.
 */
export function unlessAskedEarly<T, K extends QueryKey>(query: Query<T, Error, T, K>): boolean {
  const askedAt = askedEarly.get(query);
  const { dataUpdatedAt } = query.state;
  return askedAt === undefined || dataUpdatedAt < askedAt || Date.now() - dataUpdatedAt > OPENING_MS;
}
