import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore } from '../../../test/migration-upgrade.js';

/**
 * Migration 0020_bill_numbers on a database left at 0019 with bills already made (the upgrade a
 * running business takes): they are numbered per business year of their making, in that order,
 * and the counters carry on after them.
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

it('numbers the bills already made per year they were made (business time), in order, and the counters go on from there', async () => {
  const { position, q, upgrade } = await databaseBefore(databases, '_bill_numbers');
  expect(position).toBe(20);

  // Two monthly stays from 1 January 2030, billed as 0014's bills_sync made them (no numbers).
  await q(`insert into tenants (tenant_name, update_by) values ('ANI', 'test'), ('BUDI', 'test')`);
  await q(`insert into bookings (tenant_id, room_id, booking_date, check_in_date, booking_type, rent_amount, update_by)
           select t.tenant_id, r.room_id, '2029-12-20', '2030-01-01', 3, 1000000, 'test'
           from tenants t join rooms r on r.room_number = case t.tenant_name when 'ANI' then '101' else '102' end`);
  await q(`select bills_sync(null, '2030-03-10', 7, true, 'test')`);
  const made = await q<{ bill_id: number }>('select bill_id from bills order by bill_id');
  expect(made).toHaveLength(6);
  const ids = made.map((b) => b.bill_id);
  // When they were made: the last bill 23:00 on 31 December 2029 in Jakarta (16:00 UTC), the
  // first 00:30 on 1 January 2030 in Jakarta (17:30 UTC on 31 December); the rest in March.
  await q(`update bills set create_date = case bill_id
             when ${ids[5]} then timestamptz '2029-12-31 16:00:00+00'
             when ${ids[0]} then timestamptz '2029-12-31 17:30:00+00'
             else timestamptz '2030-03-10 05:00:00+00' end`);
  const audited = (await q<{ n: number }>('select count(*)::int as n from audit_log'))[0]?.n;
  await upgrade(async (db) => {
    const numbers = await db.$client.query<{ bill_id: number; document_number: string }>(
      'select bill_id, document_number from bills order by bill_id',
    );
    expect(numbers.rows.map((r) => r.document_number)).toEqual([
      'TG/2030/000001',
      'TG/2030/000002',
      'TG/2030/000003',
      'TG/2030/000004',
      'TG/2030/000005',
      'TG/2029/000001',
    ]);
    const counters = await db.$client.query(
      `select year, last_number from document_numbers where series = 'TG' order by year`,
    );
    expect(counters.rows).toEqual([
      { year: 2029, last_number: 1 },
      { year: 2030, last_number: 5 },
    ]);
    // A schema change is no one's act: no audit entry per bill.
    const after = await db.$client.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(after.rows[0]?.n).toBe(audited);
    // The next bills made take the numbers after them: the April bills of both stays.
    await db.$client.query(`select bills_sync(null, '2030-03-25', 7, true, 'test')`);
    const april = await db.$client.query<{ document_number: string }>(
      `select document_number from bills where period_start = '2030-04-01' order by document_number`,
    );
    expect(april.rows.map((r) => r.document_number)).toEqual(['TG/2030/000006', 'TG/2030/000007']);
  });
});
