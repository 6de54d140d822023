import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { migrationPosition } from '../../../test/migration-upgrade.js';
import { TEST_ADMIN, TEST_TIMEZONE } from '../../../test/test-constants.js';
import { createDatabase } from '../../db/client.js';
import { applyMigrations, localMigrations } from '../../db/migration-level.js';
import { prepareDatabase } from '../../startup.js';
import { listBackups } from './backup-files.js';
import { readBackup } from './backup-reader.js';
import { backupBeforeMigrating } from './backups.service.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-premigration-'));
const databases = emptyDatabases();
afterAll(async () => {
  await databases.dropAll();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function startOn(prepare: (client: pg.Client) => Promise<void>) {
  const url = await databases.create();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await prepare(client);
  await client.end();
  const db = createDatabase({ url, timeZone: TEST_TIMEZONE });
  const config = {
    jwtSecret: undefined,
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    businessTimezone: TEST_TIMEZONE,
    backup: { dir, hour: null, keepDaily: 14, keepWeekly: 8 },
  };
  const said: string[] = [];
  try {
    await prepareDatabase(db, config, {
      beforeMigrating: (pending) => backupBeforeMigrating(db, config, pending, (line) => said.push(line)),
    });
  } finally {
    await db.$client.end();
  }
  return said;
}

it('backs up a database that holds data before migrating it, as it was before', async () => {
  const local = localMigrations();
  // The version before money_totals was kept per property (test/migration-upgrade.ts).
  const cut = migrationPosition('_money_totals_per_property');
  const said = await startOn(async (client) => {
    await client.query('begin');
    await applyMigrations(client, local.slice(0, cut));
    await client.query('commit');
    await client.query(
      `insert into expenses (expense_date, expense_category, amount, update_by) values ('2026-01-05', 1, 4321, 'old')`,
    );
  });
  const backups = listBackups(dir).filter((f) => f.kind === 'pre-migration');
  expect(backups).toHaveLength(1);
  expect(said[0]).toBe(`Backing up the database before ${local.length - cut} database change(s)...`);
  const { header, trailer } = await readBackup(backups[0]?.path as string);
  expect(header.migrations.map((m) => m.createdAt)).toEqual(local.slice(0, cut).map((m) => m.folderMillis));
  expect(trailer.rows.expenses).toBe(1);
});

it('does not back up a new, empty database', async () => {
  const before = listBackups(dir).length;
  await startOn(async () => {});
  expect(listBackups(dir)).toHaveLength(before);
});
