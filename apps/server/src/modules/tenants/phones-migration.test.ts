import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore } from '../../../test/migration-upgrade.js';

/**
 * Migration 0043_phones_e164_nik_index on a business's numbers as they were typed before one form
 * was kept: each becomes E.164's digits (62812...) as phone-number.ts stores a new one, anything it
 * cannot read is left as it was, and no one's act is written to the audit trail.
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

it('moves every phone to the one stored form, leaving what it cannot read', async () => {
  const { position, q, upgrade } = await databaseBefore(databases, '_phones_e164_nik_index');
  expect(position).toBe(43);
  await q(`insert into tenants (tenant_name, phone, contact_phone, update_by) values
           ('ANI', '081234567890', '0274512345', 'test'),
           ('BUDI', '6281234567891', '85712345678', 'test'),
           ('CICI', '006591234567', '111222', 'test'),
           ('DEDI', '6208123456789', '', 'test'),
           ('EKO', '0812-3456-7892', '${'0'.repeat(20)}', 'test')`);
  await q(`insert into employees (employee_name, phone, update_by) values ('AGUS', '0812777888', 'test')`);
  await q(`insert into card_vendors (card_vendor_name, phone, update_by) values ('KUNCI', '0211234', 'test')`);
  const audited = (await q<{ n: number }>('select count(*)::int as n from audit_log'))[0]?.n;
  await upgrade(async (db) => {
    const tenants = await db.$client.query(
      'select tenant_name, phone, contact_phone from tenants order by tenant_name',
    );
    expect(tenants.rows).toEqual([
      { tenant_name: 'ANI', phone: '6281234567890', contact_phone: '62274512345' },
      { tenant_name: 'BUDI', phone: '6281234567891', contact_phone: '6285712345678' },
      { tenant_name: 'CICI', phone: '6591234567', contact_phone: '111222' },
      { tenant_name: 'DEDI', phone: '628123456789', contact_phone: '' },
      // Marks in it (not from the screens, which sent digits) or too long to grow: left as it was.
      { tenant_name: 'EKO', phone: '0812-3456-7892', contact_phone: '0'.repeat(20) },
    ]);
    expect((await db.$client.query('select phone from employees')).rows).toEqual([{ phone: '62812777888' }]);
    expect((await db.$client.query('select phone from card_vendors')).rows).toEqual([{ phone: '62211234' }]);
    const after = await db.$client.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(after.rows[0]?.n).toBe(audited);
  });
});
