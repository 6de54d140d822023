import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_TEMPLATES, OLD_DEFAULT_TEMPLATES } from '@kamar/contract';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { TEST_TIMEZONE } from '../../../test/test-constants.js';
import { databaseRoutines } from '../../database-routines.js';
import { createDatabase } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { applyMigrations, localMigrations, migrationsFolder } from '../../db/migration-level.js';

/**
 * The migration that brought the deposit-return template (`*_whatsapp_templates`), on a database
 * left just before it (the upgrade a running business takes): the templates the business never
 * changed move to today's defaults, the one it wrote stays as written, and nobody is named for it.
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

it('moves only the templates still equal to the old defaults to the new ones, and keeps the one the business wrote', async () => {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const when = journal.entries.find((e) => e.tag.endsWith('_whatsapp_templates'))?.when;
  const before = localMigrations().findIndex((m) => m.folderMillis === when);
  expect(before).toBeGreaterThan(0);

  const url = await databases.create();
  const client = new pg.Client({ connectionString: url, options: `-c TimeZone=${TEST_TIMEZONE}` });
  await client.connect();
  await applyMigrations(client, localMigrations().slice(0, before));
  const written = 'Halo {nama}, sewa kamar {kamar} bulan {periode}: {jumlah}. {link}';
  await client.query('update business_profile set reminder_template_id = $1', [written]);
  const stored = (await client.query('select * from business_profile')).rows[0];
  expect(stored).toMatchObject({
    reminder_template_en: OLD_DEFAULT_TEMPLATES.reminder.en,
    receipt_template_id: OLD_DEFAULT_TEMPLATES.receipt.id,
    receipt_template_en: OLD_DEFAULT_TEMPLATES.receipt.en,
  });
  const audited = (await client.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]?.n;
  await client.end();

  const db = createDatabase({ url, timeZone: TEST_TIMEZONE });
  try {
    await runMigrations(db, databaseRoutines());
    const after = (await db.$client.query('select * from business_profile')).rows[0];
    expect(after).toMatchObject({
      reminder_template_id: written,
      reminder_template_en: DEFAULT_TEMPLATES.reminder.en,
      receipt_template_id: DEFAULT_TEMPLATES.receipt.id,
      receipt_template_en: DEFAULT_TEMPLATES.receipt.en,
      deposit_return_template_id: DEFAULT_TEMPLATES.depositReturn.id,
      deposit_return_template_en: DEFAULT_TEMPLATES.depositReturn.en,
    });
    // A schema change is no one's act; the profile's audit trigger is on again afterwards.
    const count = async () =>
      (await db.$client.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]?.n;
    expect(await count()).toBe(audited);
    await db.$client.query(`update business_profile set phone = '0812', update_by = 'admin'`);
    expect(await count()).toBe((audited ?? 0) + 1);
  } finally {
    await db.$client.end();
  }
});
