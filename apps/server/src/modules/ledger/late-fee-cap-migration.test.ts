import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore } from '../../../test/migration-upgrade.js';

/**
 * Migration 0039_late_fee_cap on a database with per-day late fees counted before a line kept its
 * cap: they take the cap set then (never below what they hold), a fixed fee none, and no one's
 * act is written to the audit trail.
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

it('gives the per-day late fees already counted the cap set now, and a fixed fee none', async () => {
  const { position, q, upgrade } = await databaseBefore(databases, '_late_fee_cap');
  expect(position).toBe(39);
  await q(`insert into tenants (tenant_name, update_by) values ('ANI', 'test'), ('BUDI', 'test')`);
  await q(`insert into bookings (tenant_id, room_id, booking_date, check_in_date, booking_type, rent_amount, update_by)
           select t.tenant_id, r.room_id, '2029-12-20', '2030-01-01', 3, 1000000, 'test'
           from tenants t join rooms r on r.room_number = case t.tenant_name when 'ANI' then '101' else '102' end`);
  await q(`select bills_sync(null, '2030-01-01', 7, true, 'test')`);
  const [ani, budi] = await q<{ bill_id: number }>('select bill_id from bills order by booking_id');
  // ANI's a per-day fee of 12 days at Rp 10.000 (the cap since lowered to Rp 100.000), BUDI's a fixed one.
  await q(`insert into bill_lines (bill_id, kind, amount, late_days, update_by) values
           (${ani?.bill_id}, 2, 120000, 12, 'test'), (${budi?.bill_id}, 2, 50000, null, 'test')`);
  await q(`insert into app_settings (key, value) values ('business_settings',
           '{"LATE_FEE_MODE":"perDay","LATE_FEE_AMOUNT":10000,"LATE_FEE_CAP":100000,"LATE_FEE_GRACE_DAYS":3}')`);
  const audited = (await q<{ n: number }>('select count(*)::int as n from audit_log'))[0]?.n;
  await upgrade(async (db) => {
    const lines = await db.$client.query(
      `select bill_id, amount::int as amount, late_days, late_fee_cap::int as cap from bill_lines where kind = 2 order by bill_id`,
    );
    expect(lines.rows).toEqual([
      { bill_id: ani?.bill_id, amount: 120_000, late_days: 12, cap: 120_000 },
      { bill_id: budi?.bill_id, amount: 50_000, late_days: null, cap: null },
    ]);
    const after = await db.$client.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(after.rows[0]?.n).toBe(audited);
  });
});
