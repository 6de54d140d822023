import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import type { Executor, Tx } from './transaction.js';

/** Who a change is made for: the audit trail's "who" and "from where", and the call's own action. */
export interface Actor {
  userId: number | null;
  username: string;
  address: string;
  /** The action a call stands for when it is more than an update (checkIn, settleDeposit...). */
  action?: string;
}

const scope = new AsyncLocalStorage<{ tx: Tx }>();

/**
 * The database every module is given. Inside `runAs` it is that call's transaction, whatever
 * the module asks for (`db.execute`, `db.update`, `db.transaction`, which becomes a savepoint),
 * so every row a call writes is written in one transaction that names its actor to the
 * database, and the audit triggers read them from there. Services need not know: a new module
 * is audited by default. Outside a call it is the database itself.
 */
export function scopedDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const tx = scope.getStore()?.tx;
      // The pool stays the pool: exports and backups take a connection of their own.
      if (!tx || property === '$client') return Reflect.get(target, property, receiver);
      const value = Reflect.get(tx, property, tx);
      return typeof value === 'function' ? value.bind(tx) : value;
    },
  });
}

/** The transaction-local settings the audit trigger and the audit table's defaults read. */
export function actorSettings(actor: Actor) {
  return sql`select set_config('kamar.user_id', ${actor.userId === null ? '' : String(actor.userId)}, true),
    set_config('kamar.username', ${actor.username}, true), set_config('kamar.address', ${actor.address}, true),
    set_config('kamar.action', ${actor.action ?? ''}, true)`;
}

/**
 * Runs `work` in one transaction on behalf of `actor`: committed when it resolves, rolled back
 * (with its audit entries) when it throws. `db` is the database itself, not the scoped one.
 */
export async function runAs<T>(db: Database, actor: Actor, work: () => Promise<T>): Promise<T> {
  // Nested (a call made inside another): a savepoint of the outer transaction.
  const base: Executor = scope.getStore()?.tx ?? db;
  return base.transaction(async (tx) => {
    await tx.execute(actorSettings(actor));
    return scope.run({ tx }, work);
  });
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
export const inActorScope = () => scope.getStore() !== undefined;
