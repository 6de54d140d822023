import type pg from 'pg';

export interface CapturedQuery {
  /** A prepared statement's name: replayed under it, so PostgreSQL parses it once, as the call had it. */
  name?: string;
  text: string;
  values: unknown[] | undefined;
}

/**
 * Records the SQL a pool runs while capturing is on, so a benchmark can replay exactly the
 * statements one API call made, straight through the driver, and compare the two times.
 */
export function captureQueries(pool: pg.Pool) {
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  let captured: CapturedQuery[] | null = null;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (captured) {
      const [first, second] = args;
      if (typeof first === 'string') captured.push({ text: first, values: second as unknown[] | undefined });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { name?: string; text: string; values?: unknown[] };
        captured.push({
          ...(config.name ? { name: config.name } : {}),
          text: config.text,
          values: (second as unknown[] | undefined) ?? config.values,
        });
      }
    }
    return original(...args);
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
    /** Runs the statements one after another, as the call did. */
    async replay(queries: CapturedQuery[]) {
      for (const q of queries) await original(q.name ? { name: q.name, text: q.text } : q.text, q.values);
    },
  };
}
