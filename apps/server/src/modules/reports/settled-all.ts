/**
 * Promise.all that returns or throws only once every promise has settled. The reads of a call run
 * on its one connection (db/actor-scope.ts runAs, pipelined): throwing at the first refusal would
 * end the call's transaction and hand the connection back while the others' queries are still
 * on it, and their answers would reach the next call that takes it.
 */
export async function settledAll<const T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  const refused = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (refused) throw refused.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
