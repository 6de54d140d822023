import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase & { $client: pg.Pool };

/**
 * A connection of the pool as a call's transaction holds it (`runAs`, db/actor-scope.ts): its
 * statements go out in a pipeline.
 */
export interface CallConnection extends pg.PoolClient {
  /**
   * While on, each statement is sent as soon as it is issued, without waiting for the answer to
   * the one before (pg's pipeline mode); PostgreSQL still runs them in turn. Off before the
   * connection goes back to the pool: a backup's COPY and an export's cursor need it off.
   */
  setPipeline(on: boolean): void;
}

/**
 * Whole rupiah and counts as PostgreSQL sends them (bigint, and numeric for sums): exact integers,
 * converted here once for every statement, the pool's and drizzle's alike; no SQL casts money to
 * a float. An integer past the exact range of a JavaScript number fails its statement rather than
 * arrive rounded (amounts are bounded per record, so a sum never gets there). A numeric with a
 * fraction (a ratio) arrives as the number nearest to it.
 */
export function exactNumber(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) && /^-?\d+$/.test(text)) {
    throw new RangeError(`${text} is past the integers a number holds exactly`);
  }
  return n;
}

/**
 * Type parsers for this pool only (not pg's global ones): bigint and numeric as exact numbers;
 * plain dates stay the text PostgreSQL sends (YYYY-MM-DD), free of time-zone shifts.
 */
const parsers: Record<number, (value: string) => unknown> = {
  20: exactNumber, // int8
  1700: exactNumber, // numeric
  1082: (value) => value, // date
};
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * A statement that brings parsers of its own (drizzle's raw `execute` does, for dates and times,
 * falling back to pg's global ones) still reads bigint and numeric through the pool's.
 */
function withOurNumbers(query: QueryConfig): QueryConfig {
  const own = query.types?.getTypeParser;
  if (!own) return query;
  return {
    ...query,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === 20 || oid === 1700 ? parsers[oid] : own(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  };
}

/** How long a client whose connection died may stay checked out before it is released for its holder. */
const FORGOTTEN_AFTER_MS = 5_000;

export interface DatabaseOptions {
  url: string;
  /** The business time zone: the session's TimeZone, so SQL formats timestamps in business time. */
  timeZone: string;
  maxConnections?: number;
  connectionTimeoutMillis?: number;
  /** How long a connection serves before the pool replaces it (default CONNECTION_LIFETIME_SECONDS). */
  connectionLifetimeSeconds?: number;
}

/**
 * A connection is replaced after an hour: the statements it prepared go with it. Texts with
 * today's date written in (sql-helpers.ts `writtenDay`) are new each day, and a connection that
 * is never idle long enough to be closed would otherwise fill its PREPARED_PER_CONNECTION with
 * the days behind it and run today's statements unprepared.
 */
export const CONNECTION_LIFETIME_SECONDS = 3_600;

/**
 * How many statements each connection keeps prepared (below): the shapes a server runs most are
 * met first; past this many, a new shape runs unprepared, so memory stays bounded on both sides.
 */
export const PREPARED_PER_CONNECTION = 400;

/**
 * A statement without parameters that is still prepared: one select (or WITH ... select), as a
 * list whose values are all written into its text (a page size, today's date: sql-helpers.ts)
 * sends it. Transaction control, set-up (several statements in one text), DDL and COPY go as they are.
 */
const READ_WITHOUT_PARAMETERS = /^\s*(select|with)\b[^;]*$/i;

/** The comment that keeps a statement unprepared (sql-helpers.ts `PLANNED_PER_CALL`). */
export const PLANNED_PER_CALL_MARK = 'planned per call';

type QueryConfig = {
  text: string;
  values?: unknown[];
  name?: string;
  submit?: unknown;
  types?: { getTypeParser: typeof pg.types.getTypeParser };
};

function timedClient(connectionTimeoutMillis: number) {
  return class TimedClient extends pg.Client {
    /** The statements this connection has prepared, by text: their names. */
    readonly prepared = new Map<string, string>();

    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis });
    }

    setPipeline(on: boolean) {
      (this as { pipeline: boolean }).pipeline = on;
    }

    /**
     * Every statement with parameters runs as a named prepared statement of this connection: the
     * second time the same text comes, PostgreSQL neither parses nor analyses it again, and after
     * five runs may keep one generic plan instead of planning each call (planning was about a
     * quarter of the PostgreSQL time of the mixed load). So does a single select without any (its
     * one plan is kept from the first run): the dashboard's arrears page, all of whose values are
     * written into its text, was planned on every call (3.9 ms at 100 rows). Other statements
     * without parameters (BEGIN, COMMIT, set-up, DDL), cursors, and those marked as planned per
     * call (a name search, whose plan depends on how many rows its pattern matches) go as they are.
     */
    // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads take any mix of these arguments.
    override query(config: any, values?: any, callback?: any): any {
      const named = this.named(config, values);
      const query = named ?? config;
      const typed = query && typeof query === 'object' && 'types' in query ? withOurNumbers(query) : query;
      return super.query(typed as never, values, callback);
    }

    private named(config: unknown, values: unknown): QueryConfig | null {
      const query: QueryConfig | null =
        typeof config === 'string'
          ? { text: config }
          : config && typeof config === 'object' && 'text' in config && !('submit' in config && config.submit)
            ? (config as QueryConfig)
            : null;
      if (!query || query.name) return null;
      const params = Array.isArray(values) ? values : query.values;
      if ((!params || params.length === 0) && !READ_WITHOUT_PARAMETERS.test(query.text)) return null;
      let name = this.prepared.get(query.text);
      if (name === undefined) {
        if (this.prepared.size >= PREPARED_PER_CONNECTION || query.text.includes(PLANNED_PER_CALL_MARK)) return null;
        name = `kamar_${this.prepared.size + 1}`;
        this.prepared.set(query.text, name);
      }
      return typeof config === 'string' ? { text: config, name } : { ...query, name };
    }
  };
}

export function createDatabase(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    maxLifetimeSeconds: options.connectionLifetimeSeconds ?? CONNECTION_LIFETIME_SECONDS,
    types,
    // Planner settings for short OLTP queries on solid-state storage, per session so they hold on
    // an external PostgreSQL too: index probes cost little more than sequential reads (without
    // this a name search's 500 matches hash-join 250,000 bookings instead of probing an index),
    // and no JIT compilation, which costs more than the few milliseconds these queries run.
    options: `-c TimeZone=${options.timeZone} -c random_page_cost=1.1 -c jit=off`,
    application_name: 'kamar',
    // A database host that does not answer (gone during a failover) fails a new connection within
    // seconds instead of holding the request. Set on the client, not the pool: the pool's own
    // timeout would also fail requests that merely wait their turn for a busy pool.
    Client: timedClient(options.connectionTimeoutMillis ?? 5_000),
    // Keep-alive notices a dead peer on an idle connection.
    keepAlive: true,
  });
  // A connection that dies must never end the process. pg-pool listens for errors on idle
  // clients only: a client checked out by a request (or a transaction) that loses its
  // connection would emit an unhandled 'error' event. The request itself sees the error (503),
  // the pool drops the broken client and the next query connects again.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => releaseIfForgotten(client)));
  // Drizzle's transaction sends BEGIN before its try/finally: a connection that dies between
  // checkout and BEGIN is never released, and each such client would shrink the pool for good
  // (and hold up pool.end() at shutdown). A holder releases a broken client within moments; one
  // still held a few seconds after its connection died has been forgotten, and is released here.
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  const releaseIfForgotten = (client: pg.PoolClient) => {
    setTimeout(() => {
      if (checkedOut.delete(client)) client.release(true);
    }, FORGOTTEN_AFTER_MS).unref();
  };
  return drizzle({ client: pool, casing: 'snake_case' }) as Database;
}
