import type pg from 'pg';

export interface CapturedQuery {
  /** A prepared statement's name: replayed under it, so PostgreSQL parses it once, as the call had it. */
  name?: string;
  text: string;
  values: unknown[] | undefined;
}

type QueryFn = (...args: unknown[]) => Promise<pg.QueryResult>;

/**
 * Records the SQL a pool runs while capturing is on, so a benchmark can replay exactly the
 * statements one API call made, straight through the driver, and compare the two times: those
 * run on the pool, and those of a call's own transaction (a connection taken with `connect()`,
 * db/actor-scope.ts runAs: every call of a user who sees only some properties), its BEGIN with
 * the call's settings and role and its COMMIT included.
 */
export function captureQueries(pool: pg.Pool) {
  const original = pool.query.bind(pool) as QueryFn;
  let captured: CapturedQuery[] | null = null;
  const record = (args: unknown[]) => {
    if (!captured) return;
    const [first, second] = args;
    if (typeof first === 'string') captured.push({ text: first, values: second as unknown[] | undefined });
    else if (first && typeof first === 'object' && 'text' in first && !('submit' in first)) {
      const config = first as { name?: string; text: string; values?: unknown[] };
      captured.push({
        ...(config.name ? { name: config.name } : {}),
        text: config.text,
        values: (second as unknown[] | undefined) ?? config.values,
      });
    }
  };
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    record(args);
    return original(...args);
  };
  // A connection taken by a call (promise form; pool.query takes its own with a callback and is
  // recorded above): its statements are recorded while the call holds it.
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const held = new WeakSet<object>();
  const patched = new WeakSet<object>();
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      if (!patched.has(client)) {
        patched.add(client);
        const query = client.query.bind(client) as QueryFn;
        (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
          if (held.has(client)) record(a);
          return query(...a);
        };
      }
      held.add(client);
      const release = client.release;
      client.release = (...r: Parameters<typeof release>) => {
        held.delete(client);
        return release(...r);
      };
      return client;
    });
  };
  return {
    start() {
      captured = [];
    },
    stop(): CapturedQuery[] {
      const done = captured ?? [];
      captured = null;
      return done;
    },
    /** Runs the statements one after another, as the call did: a call's transaction on one connection. */
    async replay(queries: CapturedQuery[]) {
      const start = transactionStart(queries);
      for (const q of start < 0 ? queries : queries.slice(0, start))
        await original(q.name ? { name: q.name, text: q.text } : q.text, q.values);
      if (start < 0) return;
      const client = (await connect()) as pg.PoolClient;
      try {
        for (const q of queries.slice(start)) await client.query(q.text, q.values);
      } finally {
        client.release();
      }
    },
  };
}

/**
 * Where a call's own transaction starts among its statements (its BEGIN, with the call's settings
 * and role; the sign-in check before it runs on the pool), or -1.
 */
export function transactionStart(queries: CapturedQuery[]) {
  return queries.findIndex((q) => /^\s*begin\b/i.test(q.text));
}
