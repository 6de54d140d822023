import { grantAppRole } from './app-role.js';
import type { Database } from './client.js';
import { appliedMigrations, applyMigrations, localMigrations } from './migration-level.js';
import { applyRoutines } from './routines/apply-routines.js';
import type { Routine } from './routines/routine.js';

export interface MigrationHooks {
  /** Runs before migrations change a database that already holds data (not a new one). */
  beforeMigrating?(pending: number): Promise<void>;
}

/**
 * Applies pending migrations, then brings the database routines to their sources
 * (`database-routines.ts`), in one transaction: a database is never left with the new tables and
 * the old routines. An advisory lock keeps two servers starting at once in turn.
 */
export async function runMigrations(db: Database, routines: readonly Routine[], hooks: MigrationHooks = {}) {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock(7284001)');
    try {
      const applied = await appliedMigrations(client);
      const last = applied.at(-1)?.createdAt ?? -1;
      const pending = localMigrations().filter((m) => m.folderMillis > last);
      if (pending.length > 0 && applied.length > 0) await hooks.beforeMigrating?.(pending.length);
      await client.query('begin');
      try {
        await applyMigrations(client, pending);
        await applyRoutines(client, routines);
        await grantAppRole(client);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    } finally {
      await client.query('select pg_advisory_unlock(7284001)');
    }
  } finally {
    client.release();
  }
}
