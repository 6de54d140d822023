import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { HangWatch, WatchedPool } from './hang-watch.js';
import { COMMIT_OUTCOME_UNKNOWN, isDatabaseUnavailable } from './unavailable.js';

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
  /** How long making a connection may take (default CONNECT_TIMEOUT_MS). */
  connectionTimeoutMillis?: number;
  /** How long a connection serves before the pool replaces it (default CONNECTION_LIFETIME_SECONDS). */
  connectionLifetimeSeconds?: number;
  /**
   * The limits of a server's calls (CALL_LIMITS): the pool the HTTP calls use has them; the one
   * the daily work, start-up and the command-line tools use has none (a month's bill run, a
   * migration, a backup's COPY run as long as they need).
   */
  limits?: CallLimits;
  /** The pool's hang watch (hang-watch.ts); a test hands in one whose check it answers itself. */
  watch?: HangWatch;
}

/** A new connection that is not made within this (a host gone during a failover, a stopped PostgreSQL) fails. */
export const CONNECT_TIMEOUT_MS = 3_000;

export interface CallLimits {
  /** PostgreSQL's statement_timeout: a statement running longer is cancelled (57014, answered 503). */
  statementMs: number;
  /** PostgreSQL's lock_timeout: a lock waited for longer is given up (55P03, 503). */
  lockMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction its holder forgot is ended, its locks freed. */
  idleInTransactionMs: number;
  /** The longest wait for a connection of the pool, making one included (503 after it). */
  poolWaitMs: number;
}

/**
 * A call's statements take milliseconds (the budgets: 25-50 ms p95); these limits are two orders
 * above the slowest seen under load, so they end only what is stuck: a statement or a lock wait
 * of many seconds, a transaction left open, a pool that cannot serve. Long work on a call's
 * connection lifts them (`withoutCallLimits`: a backup asked from the screen; exports set their
 * own in their transaction). A database that hangs is found sooner (hang-watch.ts).
 */
export const CALL_LIMITS: CallLimits = {
  statementMs: 15_000,
  lockMs: 10_000,
  idleInTransactionMs: 30_000,
  poolWaitMs: 5_000,
};

/** Runs `work` on `client` (a call pool's connection) without the call limits, and puts them back after. */
export async function withoutCallLimits<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('set statement_timeout = 0; set lock_timeout = 0; set idle_in_transaction_session_timeout = 0');
  // RESET goes back to the session's start-up values: the pool's limits.
  const putBack = () =>
    client.query('reset statement_timeout; reset lock_timeout; reset idle_in_transaction_session_timeout');
  let result: T;
  try {
    result = await work();
  } catch (error) {
    // Queued behind whatever the failed work left running (a COPY given up waits for its lock):
    // not waited for, so the failure is answered now; the connection is given up or reused after it.
    putBack().catch(() => {});
    throw error;
  }
  await putBack().catch(() => {});
  return result;
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

function timedClient(connectionTimeoutMillis: number, watch: HangWatch) {
  return class TimedClient extends pg.Client {
    /** The statements this connection has prepared, by text: their names. */
    readonly prepared = new Map<string, string>();

    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis });
    }

    setPipeline(on: boolean) {
      (this as { pipeline: boolean }).pipeline = on;
    }

    /** Set when a COMMIT lost its connection before its answer: whether it committed is not known. */
    private lostCommit: Error | null = null;

    /**
     * A COMMIT whose connection was lost (the database hung, was terminated, went away) may have
     * committed or not: PostgreSQL decides on what reached it. Its error says so, and so does the
     * ROLLBACK drizzle sends after it, so the caller is told "it may have been saved" (503
     * database.outcomeUnknown), never "not saved".
     */
    private commitLost(error: Error): Error {
      if (!isDatabaseUnavailable(error)) return error;
      this.lostCommit = Object.assign(
        new Error(`The connection was lost while COMMIT was under way: ${error.message}`),
        {
          code: COMMIT_OUTCOME_UNKNOWN,
          cause: error,
        },
      );
      return this.lostCommit;
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
      const text = typeof config === 'string' ? config : (config as QueryConfig | undefined)?.text;
      if (this.lostCommit && text === 'rollback') return Promise.reject(this.lostCommit);
      const named = this.named(config, values) ?? config;
      const query = named && typeof named === 'object' && 'types' in named ? withOurNumbers(named) : named;
      // A cursor's or COPY's own object (an export, a backup) reports by itself: not watched.
      if (config && typeof config.submit === 'function') return super.query(query, values, callback);
      // Every other statement is watched until answered, so a database that hangs is found (hang-watch.ts).
      const answered = watch.waitFor(this);
      // A COMMIT on a connection already broken never left: the transaction is gone, not maybe saved.
      const sent = (this as unknown as { _queryable: boolean })._queryable !== false;
      const failed = (error: Error) => (text === 'commit' && sent ? this.commitLost(error) : error);
      const reply = typeof values === 'function' ? values : callback;
      if (typeof reply === 'function') {
        const done = (error: Error | null, result: unknown) => {
          answered();
          reply(error ? failed(error) : error, result);
        };
        return typeof values === 'function' ? super.query(query, done) : super.query(query, values, done);
      }
      return super.query(query, values).then(
        (result: unknown) => {
          answered();
          return result;
        },
        (error: Error) => {
          answered();
          throw failed(error);
        },
      );
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
  const { limits } = options;
  const watch = options.watch ?? new HangWatch(options.url);
  const pool = new WatchedPool(
    {
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      maxLifetimeSeconds: options.connectionLifetimeSeconds ?? CONNECTION_LIFETIME_SECONDS,
      types,
      // Planner settings for short OLTP queries on solid-state storage, per session so they hold on
      // an external PostgreSQL too: index probes cost little more than sequential reads (without
      // this a name search's 500 matches hash-join 250,000 bookings instead of probing an index),
      // and no JIT compilation, which costs more than the few milliseconds these queries run.
      // A call pool's sessions carry its limits, so they hold whoever runs the statement.
      options: [
        `-c TimeZone=${options.timeZone} -c random_page_cost=1.1 -c jit=off`,
        ...(limits
          ? [
              `-c statement_timeout=${limits.statementMs} -c lock_timeout=${limits.lockMs}`,
              `-c idle_in_transaction_session_timeout=${limits.idleInTransactionMs}`,
            ]
          : []),
      ].join(' '),
      application_name: 'kamar',
      // A database host that does not answer (gone during a failover) fails a new connection
      // within seconds instead of holding the request.
      Client: timedClient(options.connectionTimeoutMillis ?? CONNECT_TIMEOUT_MS, watch),
      // A call waits for a connection at most this long, making one included.
      ...(limits ? { connectionTimeoutMillis: limits.poolWaitMs } : {}),
      // Keep-alive notices a dead peer on an idle connection.
      keepAlive: true,
    },
    watch,
  );
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
