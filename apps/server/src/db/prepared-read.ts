import { inActorScope } from './actor-scope.js';

/**
 * A read prepared once at start-up (drizzle builds its text once, each connection has PostgreSQL
 * parse it once), for the reads many calls make. A prepared read is bound to the pool: inside a
 * call's transaction (db/actor-scope.ts) it would not see the call's own writes, so there the same
 * read is built afresh on the scoped database.
 */
export function preparedRead<P, R>(
  prepared: { execute(values?: P): Promise<R> },
  build: (values: P) => PromiseLike<R>,
): (values: P) => Promise<R> {
  return async (values) => (inActorScope() ? build(values) : prepared.execute(values));
}
