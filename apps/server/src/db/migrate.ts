import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

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

/** Applies pending migrations. An advisory lock keeps two servers starting at once in turn. */
export async function runMigrations(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock(7284001)');
    try {
      await migrate(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock(7284001)');
    }
  } finally {
    client.release();
  }
}

export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
