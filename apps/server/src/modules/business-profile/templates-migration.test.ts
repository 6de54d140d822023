import { DEFAULT_TEMPLATES, OLD_DEFAULT_TEMPLATES } from '@kamar/contract';
import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore } from '../../../test/migration-upgrade.js';

/**
 * The migration that brought the deposit-return template (`*_whatsapp_templates`), on a database
 * left just before it (the upgrade a running business takes): the templates the business never
 * changed move to today's defaults, the one it wrote stays as written, and nobody is named for it.
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

it('moves only the templates still equal to the old defaults to the new ones, and keeps the one the business wrote', async () => {
  const { client, upgrade } = await databaseBefore(databases, '_whatsapp_templates');
  const written = 'Halo {nama}, sewa kamar {kamar} bulan {periode}: {jumlah}. {link}';
  await client.query('update business_profile set reminder_template_id = $1', [written]);
  const stored = (await client.query('select * from business_profile')).rows[0];
  expect(stored).toMatchObject({
    reminder_template_en: OLD_DEFAULT_TEMPLATES.reminder.en,
    receipt_template_id: OLD_DEFAULT_TEMPLATES.receipt.id,
    receipt_template_en: OLD_DEFAULT_TEMPLATES.receipt.en,
  });
  const audited = (await client.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]?.n;
  await upgrade(async (db) => {
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
  });
});
