import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

/**
 * The migration level of a database: drizzle's bookkeeping table `drizzle.__drizzle_migrations`
 * (one row per applied migration, `created_at` = the journal's timestamp). A backup records it;
 * a restore replays the migrations up to it, loads the data, then applies the later ones.
 */
export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The committed migrations: `apps/server/drizzle`, found from the source tree or the bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The database migrations folder (apps/server/drizzle) was not found.');
}

export function localMigrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder: migrationsFolder() });
}

export async function appliedMigrations(client: Queryable): Promise<AppliedMigration[]> {
  const table = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return [];
  const rows = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/**
 * Applies migrations as drizzle's migrator does (same statements, same bookkeeping rows), inside
 * the caller's transaction: drizzle's own migrator opens a transaction of its own.
 */
export async function applyMigrations(client: Queryable, migrations: MigrationMeta[]) {
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
