import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore, twoPropertiesWithStays } from '../../../test/migration-upgrade.js';

/**
 * Migration 0059_stay_charges_and_meters on a business's database with bills: the rent and
 * late-fee lines written before keep their amounts and meet the lines' new rules (no charge, no
 * unit, no reading), a receipt issued before names no lines, the charges' routine finds nothing
 * to change on them, and the new tables are policed like their neighbours.
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

it('keeps the bills made before as they are, and polices the new tables', async () => {
  const { q, upgrade } = await databaseBefore(databases, '_stay_charges_and_meters');
  await twoPropertiesWithStays(q);
  // The bills as they stood, written with the triggers of that version off (its migrations alone
  // carry older kept-count triggers that the routines of the day had replaced).
  await q(`set session_replication_role = replica`);
  await q(`insert into bills (booking_id, period_no, period_start, period_end, due_date, period_rent, amount,
                              document_number, update_by)
           select booking_id, 0, '2026-01-01', '2026-02-01', '2026-01-01', 1500000, 1550000, 'TG/2026/' || booking_id, 'test'
           from bookings`);
  await q(`insert into bill_lines (bill_id, kind, amount, update_by) select bill_id, 1, 1500000, 'test' from bills`);
  await q(`insert into bill_lines (bill_id, kind, amount, late_days, late_fee_cap, update_by)
           select bill_id, 2, 50000, 5, 150000, 'test' from bills`);
  await q(`set session_replication_role = default`);
  const before = await q<{ lines: string }>(
    `select string_agg(bill_id || ':' || kind || ':' || amount, ',' order by bill_line_id) as lines from bill_lines`,
  );

  await upgrade(async (db) => {
    const lines = await db.$client.query<{ lines: string; charged: number }>(
      `select string_agg(bill_id || ':' || kind || ':' || amount, ',' order by bill_line_id) as lines,
              count(*) filter (where description <> '' or quantity is not null or unit_price is not null
                                  or meter_reading_id is not null or stay_charge_id is not null)::int as charged
       from bill_lines`,
    );
    expect(lines.rows[0]).toEqual({ lines: before[0]?.lines, charged: 0 });
    const stays = await db.$client.query<{ ids: number[] }>(`select array_agg(booking_id) as ids from bookings`);
    const plan = await db.$client.query(`select * from bills_charge_plan($1::integer[])`, [stays.rows[0]?.ids]);
    expect(plan.rows).toEqual([]);
    const policed = await db.$client.query<{ table: string }>(
      `select tablename as table from pg_policies
       where tablename in ('meter_readings', 'stay_charges', 'booking_rent_changes') order by 1`,
    );
    expect(policed.rows.map((r) => r.table)).toEqual(['booking_rent_changes', 'meter_readings', 'stay_charges']);
    const receipts = await db.$client.query(`select 1 from payments where receipt_bill_lines is not null`);
    expect(receipts.rows).toEqual([]);
  });
});
