import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { databaseRoutines } from '../src/database-routines.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { applyMigrations, localMigrations, migrationsFolder } from '../src/db/migration-level.js';
import type { emptyDatabases } from './empty-database.js';
import { TEST_TIMEZONE } from './test-constants.js';

/**
 * The upgrade a running business takes, for a migration's test: a new database left just before
 * the migration whose tag ends with `tag` (e.g. '_late_fee_cap'), a client on it to write the
 * rows a business had then (`q`), and `upgrade`, which ends that client, starts the database as
 * the server does (the migrations after, then the routines) and hands it to the test's checks.
 * `position`: the migration's place in the list (a test may pin it).
 */
/**
 * Where the migrations before the one whose tag ends with `tag` end (its place in the list). A
 * test that makes an older version from the migrations alone cuts at a version a business was
 * really at: the triggers its migrations carried still fit its tables (0052 rekeyed money_totals,
 * whose triggers of 0005 and 0007 only the routines of that version replaced).
 */
export function migrationPosition(tag: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const when = journal.entries.find((e) => e.tag.endsWith(tag))?.when;
  const position = localMigrations().findIndex((m) => m.folderMillis === when);
  if (position <= 0) throw new Error(`no migration *${tag} after the first`);
  return position;
}

export async function databaseBefore(databases: ReturnType<typeof emptyDatabases>, tag: string) {
  const position = migrationPosition(tag);
  const url = await databases.create();
  const client = new pg.Client({ connectionString: url, options: `-c TimeZone=${TEST_TIMEZONE}` });
  await client.connect();
  await applyMigrations(client, localMigrations().slice(0, position));
  return {
    position,
    client,
    q: async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      (await client.query<T>(text, values)).rows,
    async upgrade<T>(check: (db: Database) => Promise<T>): Promise<T> {
      await client.end();
      const db = createDatabase({ url, timeZone: TEST_TIMEZONE });
      try {
        await runMigrations(db, databaseRoutines());
        return await check(db);
      } finally {
        await db.$client.end();
      }
    },
  };
}

/**
 * A business of two properties at an older level, written straight into its tables (`q` of
 * databaseBefore): KOS KEDUA (2) with room type KEDUA and room 201 beside the seed's property 1,
 * tenants ANI (1) and BUDI (2), and one stay each from 1 January 2026, ANI's in property 1's first
 * room (the lower booking id), BUDI's in 201.
 */
export async function twoPropertiesWithStays(q: (text: string) => Promise<unknown>) {
  await q(`insert into properties (property_name, update_by) values ('KOS KEDUA', 'test')`);
  await q(`insert into room_types (property_id, room_type_name, update_by) values (2, 'KEDUA', 'test')`);
  await q(`insert into rooms (property_id, room_number, room_type_id, update_by)
           select 2, '201', room_type_id, 'test' from room_types where property_id = 2`);
  await q(`insert into tenants (tenant_name, property_id, update_by) values ('ANI', 1, 'test'), ('BUDI', 2, 'test')`);
  await q(`insert into bookings (tenant_id, room_id, booking_date, check_in_date, booking_type, update_by)
           select (select min(tenant_id) from tenants), (select min(room_id) from rooms where property_id = 1), '2026-01-01'::date, '2026-01-01'::date, 3, 'test'
           union all
           select (select max(tenant_id) from tenants), (select min(room_id) from rooms where property_id = 2), '2026-01-01', '2026-01-01', 3, 'test'`);
}
