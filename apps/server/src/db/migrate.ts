import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';
import { appliedMigrations, migrationsFolder, pendingCount } from './migration-level.js';

export interface MigrationHooks {
  /** Runs before migrations change a database that already holds data (not a new one). */
  beforeMigrating?(pending: number): Promise<void>;
}

/** Applies pending migrations. An advisory lock keeps two servers starting at once in turn. */
export async function runMigrations(db: Database, hooks: MigrationHooks = {}): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock(7284001)');
    try {
      const applied = await appliedMigrations(client);
      const pending = pendingCount(applied);
      if (pending > 0 && applied.length > 0) await hooks.beforeMigrating?.(pending);
      await migrate(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock(7284001)');
    }
  } finally {
    client.release();
  }
}
