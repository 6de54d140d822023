import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { CallConnection, Database } from './client.js';
import type { Tx } from './transaction.js';

/** Who a change is made for: the audit trail's "who" and "from where", and the call's own action. */
export interface Actor {
  userId: number | null;
  username: string;
  address: string;
  /** The action a call stands for when it is more than an update (checkIn, settleDeposit...). */
  action?: string;
  /** The write calls this one takes turns with in this process (inTurn): its kind of record. */
  queue?: string;
  /**
   * Which properties' rows the call may see and change: `all` (the owner), or `user` (the
   * properties the user works in, `users_properties`), read by the row-level security policies
   * (migration 0044) of the role the call then runs as (`APP_ROLE`). Left out: all, as before.
   */
  propertyScope?: 'all' | 'user';
  /** A call that reads only: its transaction is READ ONLY. */
  readOnly?: boolean;
}

/** The role a call limited to some properties runs as: not the tables' owner, so their policies apply. */
export const APP_ROLE = 'kamar_app';

/**
 * A call's transaction, whether its caller sees every property (`propertyScope`, 'all' unless
 * named), and whether the call has ended (`call.ended`: shared by every copy of the store the
 * call's work made).
 */
const scope = new AsyncLocalStorage<{ tx?: Tx; propertyScope?: Actor['propertyScope']; call?: { ended: boolean } }>();

/**
 * A statement asked for after its call ended: a sibling of a `Promise.all` that rejected (the
 * transaction rolled back while the others still ran), which would otherwise go out on the
 * connection after it went back to the pool, into the next call's transaction, and its answer
 * taken for that call's. Refused before it is sent.
 */
export class StatementAfterCallEnded extends Error {
  constructor() {
    super('A statement was asked for after its call ended (a read still running when its call was refused)');
  }
}

/**
 * Whether the running call sees every property (the owner's calls, and work outside a call). The
 * business's kept counts and totals answer only such a call: a call of some properties counts
 * what row-level security shows it.
 */
export function callSeesEveryProperty(): boolean {
  return scope.getStore()?.propertyScope !== 'user';
}

/**
 * Whether a list is of some properties only: one named, or a caller who does not see them all. The
 * kept counts and totals are the whole business's, so such a list counts its rows (what row-level
 * security shows the call).
 */
export const ofSomeProperties = (filter: { propertyId?: number | null | undefined }) =>
  Boolean(filter.propertyId) || !callSeesEveryProperty();

/**
 * For a call of some properties: `column` (a booking id) is one of the stays the call sees, as
 * one array worked out once per statement, so a count or a scan of a table that hangs on stays
 * reads the call's stays by their index. The tables' own policies say the same row by row
 * (`EXISTS` of the row's stay, migration 0056): they answer a page read in the list's order
 * cheaply, but a count of every row tested each of them (a Manager's payment count read all
 * 1,010,920 payments: 1,086 ms against 38 ms, docs/PERFORMANCE.md). True for a call that sees
 * every property.
 */
export function ofCallsStays(column: SQL): SQL {
  return callSeesEveryProperty() ? sql`true` : sql`${column} = any(array(select booking_id from bookings))`;
}

/**
 * For a call of some properties: `column` (a property id) is one of the properties the call sees,
 * as one array worked out once per statement, which a property's index can take, as the
 * policies do (migration 0056). True for a call that sees every property.
 */
export function ofCallsProperties(column: SQL): SQL {
  return callSeesEveryProperty() ? sql`true` : sql`${column} = any(array(select property_id from properties))`;
}

/** Runs `work` (outside the call's transaction: an export's cursor) as seeing the properties `actor` sees. */
export function inPropertyScopeOf<T>(actor: Actor, work: () => T): T {
  return scope.run({ ...scope.getStore(), propertyScope: actor.propertyScope ?? 'all' }, work);
}

/**
 * The database every module is given. Inside `runAs` it is that call's transaction, whatever
 * the module asks for (`db.execute`, `db.update`, `db.transaction`), so every row a call writes
 * is written in one transaction that names its actor to the database, and the audit triggers
 * read them from there. Services need not know: a new module is audited by default. Outside a
 * call it is the database itself.
 *
 * A service's own `db.transaction` inside a call runs in the call's transaction as it is, with no
 * savepoint: a throw rolls the whole call back, so a savepoint would only cost two round trips.
 * Work that must survive a refused statement (a caught constraint violation) asks for one with
 * `withSavepoint`.
 */
export function scopedDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const store = scope.getStore();
      const tx = store?.tx;
      // The pool stays the pool: exports and backups take a connection of their own.
      if (!tx || property === '$client') return Reflect.get(target, property, receiver);
      if (store?.call?.ended) throw new StatementAfterCallEnded();
      if (property === 'transaction') return <T>(work: (inner: Tx) => Promise<T>) => work(tx);
      const value = Reflect.get(tx, property, tx);
      return typeof value === 'function' ? value.bind(tx) : value;
    },
  });
}

/** The transaction-local settings the audit trigger and the audit table's defaults read. */
export function actorSettings(actor: Actor) {
  return sql`select set_config('kamar.user_id', ${actor.userId === null ? '' : String(actor.userId)}, true),
    set_config('kamar.username', ${actor.username}, true), set_config('kamar.address', ${actor.address}, true),
    set_config('kamar.action', ${actor.action ?? ''}, true)${
      // A call made inside another keeps the outer call's properties unless it names its own.
      actor.propertyScope ? sql`, set_config('kamar.property_scope', ${actor.propertyScope}, true)` : sql``
    }`;
}

/**
 * The same settings as literals, to ride on the transaction's BEGIN: a statement without
 * parameters goes by the simple query protocol, which takes several statements in one message,
 * so BEGIN and the settings cost one round trip. `escapeLiteral` quotes each value.
 */
export function actorSettingsText(actor: Actor) {
  const set = (name: string, value: string) => `set_config('kamar.${name}', ${pg.escapeLiteral(value)}, true)`;
  const settings = `select ${set('user_id', actor.userId === null ? '' : String(actor.userId))}, ${set('username', actor.username)}, ${set('address', actor.address)}, ${set('action', actor.action ?? '')}, ${set('property_scope', actor.propertyScope ?? 'all')}`;
  return actor.propertyScope === 'user' ? `${settings}; set local role ${APP_ROLE}` : settings;
}

/**
 * Runs `work` in one transaction on behalf of `actor`: committed when it resolves, rolled back
 * (with its audit entries) when it throws. `db` is the database itself, not the scoped one.
 */
export async function runAs<T>(db: Database, actor: Actor, work: () => Promise<T>): Promise<T> {
  const outer = scope.getStore()?.tx;
  // Nested (a call made inside another): a savepoint of the outer transaction.
  if (outer) {
    const propertyScope = actor.propertyScope ?? scope.getStore()?.propertyScope;
    return outer.transaction(async (tx) => {
      await tx.execute(actorSettings(actor));
      return scope.run({ tx, propertyScope, call: scope.getStore()?.call }, work);
    });
  }
  // Drizzle writes the access mode into its BEGIN as it is given: "begin read write" (the default
  // mode) followed by the settings, sent together.
  const accessMode = `${actor.readOnly ? 'read only' : 'read write'}; ${actorSettingsText(actor)}` as 'read write';
  return inTurn(actor.queue, async () => {
    // The call's own connection, in pipeline mode while the call holds it (client.ts).
    const connection = (await db.$client.connect()) as CallConnection;
    connection.setPipeline(true);
    const call = { ended: false };
    try {
      return await onConnection(connection).transaction(
        (tx) => scope.run({ tx, propertyScope: actor.propertyScope, call }, work),
        {
          accessMode,
        },
      );
    } finally {
      // Before the connection goes back: whatever of `work` still runs can send nothing more on it.
      call.ended = true;
      connection.setPipeline(false);
      connection.release();
    }
  });
}

/** Drizzle over one connection of the pool, made once per connection. */
const overConnection = new WeakMap<CallConnection, NodePgDatabase>();
function onConnection(connection: CallConnection): NodePgDatabase {
  let found = overConnection.get(connection);
  if (!found) {
    found = drizzle({ client: connection, casing: 'snake_case' });
    overConnection.set(connection, found);
  }
  return found;
}

/** Per queue: how many of its write calls are in the database, and those waiting their turn. */
const queues = new Map<string, { running: number; waiting: (() => void)[] }>();

/**
 * How many write calls of one queue may be in the database at once: six of a pool of ten leave
 * the reads room. Measured (docs/PERFORMANCE.md, mixed load, 29 Nov, while the COMMIT was still
 * sent behind a write's last statements): 2 -> 6 took one process from 405 to 461 req/s (p99 734
 * -> 260 ms); 10 and no limit did no better. Not measured again since payments hold their rows
 * until their answer is checked (5 Dec: 429 req/s, Payment/Create p99 693 ms).
 */
export const IN_TURN = { limit: 6 };

/**
 * Runs `work` when few enough write calls of `queue` are in the database in this process. Writes
 * of one kind of record share rows their kept totals keep (a month's income, the year's receipt
 * number): the database makes them wait for each other anyway, and each one waiting there holds
 * a connection of the pool, while the reads that could run queue behind them. Here they wait,
 * in arrival order, holding nothing. No queue: run at once.
 */
export async function inTurn<T>(queue: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!queue) return work();
  let q = queues.get(queue);
  if (!q) {
    q = { running: 0, waiting: [] };
    queues.set(queue, q);
  }
  const turn = q;
  if (turn.running < IN_TURN.limit) turn.running++;
  else await new Promise<void>((resolve) => turn.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = turn.waiting.shift();
    if (next) next();
    else if (--turn.running === 0) queues.delete(queue);
  }
}

/**
 * Runs `work` so that a statement it gets refused (a unique or exclusion violation a caller turns
 * into words) leaves the call's transaction usable: inside `runAs`, in a savepoint of it (same
 * connection, so `work`'s own queries run inside it); outside, as it is.
 */
export async function withSavepoint<T>(work: () => Promise<T>): Promise<T> {
  const tx = scope.getStore()?.tx;
  return tx ? tx.transaction(() => work()) : work();
}

/** Whether the caller runs inside a `runAs` transaction. */
export const inActorScope = () => scope.getStore()?.tx !== undefined;
