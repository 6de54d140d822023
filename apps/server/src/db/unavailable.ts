/**
 * Whether an error means the database cannot be reached or cannot work right now (as opposed to
 * a refused statement): the server answers 503 and keeps running; the pool reconnects by itself.
 * A database that hangs is failed as ETIMEDOUT (hang-watch.ts).
 */
const unavailableCodes = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown: another backend crashed, the postmaster resets them all
  '57P03', // cannot_connect_now: starting up or recovering
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
  '58030', // io_error
  '25006', // read_only_sql_transaction: a managed database that failed over to a standby
  '3D000', // invalid_catalog_name: the database is being switched for a restored one (renamed away)
  // A call's limits (client.ts CALL_LIMITS): the database is too slow or too busy right now.
  '57014', // query_canceled: statement_timeout ran out (or an administrator cancelled it)
  '55P03', // lock_not_available: lock_timeout ran out
  '25P03', // idle_in_transaction_session_timeout: the session was ended
]);

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const driverMessages = [
  'Connection terminated',
  // pg's own connect timeout (a host that accepts the connection and then says nothing) and the
  // pool's wait for a connection.
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** The errors inside `error` (Drizzle wraps driver errors in `cause`). */
function* chain(error: unknown) {
  let e = error as { cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = e.cause as typeof e;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (unavailableCodes.has(code) || code.startsWith('08') || networkCodes.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (driverMessages.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/** The database has no room left to write (PostgreSQL's disk_full). */
export function isDiskFull(error: unknown): boolean {
  for (const e of chain(error)) if (e.code === '53100') return true;
  return false;
}

/** The code of a COMMIT that lost its connection before its answer (db/client.ts): it may have committed. */
export const COMMIT_OUTCOME_UNKNOWN = 'KAMAR_COMMIT_OUTCOME_UNKNOWN';

/** The change may have been saved: its COMMIT reached the database, its answer never came back. */
export function isCommitOutcomeUnknown(error: unknown): boolean {
  for (const e of chain(error)) if (e.code === COMMIT_OUTCOME_UNKNOWN) return true;
  return false;
}
