import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore, twoPropertiesWithStays } from '../../../test/migration-upgrade.js';

/**
 * Migration 0052_money_totals_per_property on a business's database of two properties: the kept
 * totals are rebuilt per property from the payments (through their stay's room) and expenses (their
 * own property, or 0), whatever the kept rows held before, and are policed like the rows they sum.
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

const RECOMPUTED = `
  select property_id, month::text, kind, sum(amount)::bigint::text as amount, sum(returned_amount)::bigint::text as returned,
         count(*)::int as n from (
    select r.property_id, date_trunc('month', payment_date)::date as month,
           case when payment_type = 2 then 1 when deposit_status = 0 then 2 else 3 end as kind, amount, returned_amount
    from payments p join bookings b on b.booking_id = p.booking_id join rooms r on r.room_id = b.room_id
    where p.status = 1
    union all
    select coalesce(property_id, 0), date_trunc('month', expense_date)::date, 4, amount, 0 from expenses where status = 1) x
  group by 1, 2, 3 order by 1, 2, 3`;

it('rebuilds the kept money totals per property from the rows', async () => {
  const { q, upgrade } = await databaseBefore(databases, '_money_totals_per_property');
  await twoPropertiesWithStays(q);
  const pay = (room: 'min' | 'max', receipt: string, date: string, type: number, amount: number, extra = '') =>
    q(`insert into payments (booking_id, receipt_number, payment_date, payment_type, payment_periode_month,
                            payment_periode_year, amount, update_by${extra ? ', deposit_status, returned_amount, status' : ''})
       values ((select ${room}(booking_id) from bookings), '${receipt}', '${date}', ${type}, 1, 2026, ${amount}, 'test'${extra})`);
  await pay('min', 'KW/1', '2026-01-05', 2, 1_000_000);
  await pay('min', 'KW/2', '2026-02-05', 2, 1_000_000);
  await pay('min', 'KW/3', '2026-01-02', 1, 500_000, ', 1, 200000, 1');
  await pay('max', 'KW/4', '2026-01-06', 2, 3_000_000);
  await pay('max', 'KW/5', '2026-01-07', 1, 700_000, ', 0, 0, 1');
  await pay('max', 'KW/6', '2026-01-08', 2, 99, ', null, 0, 2'); // deleted: not counted
  await q(`insert into expenses (property_id, expense_date, expense_category, amount, update_by)
           values (1, '2026-01-10', 1, 40000, 'test'), (2, '2026-01-11', 1, 60000, 'test'), (null, '2026-01-12', 1, 5000, 'test')`);
  // What the business-wide kept rows held (stale on purpose): the migration does not trust them.
  await q(`delete from money_totals`);
  await q(`insert into money_totals (month, kind, amount, row_count) values ('2026-01-01', 1, 123, 1)`);

  await upgrade(async (db) => {
    const kept = await db.$client.query(
      `select property_id, month::text, kind, amount::text, returned_amount::text as returned, row_count::int as n
       from money_totals where row_count <> 0 order by 1, 2, 3`,
    );
    const recomputed = await db.$client.query(RECOMPUTED);
    expect(kept.rows).toEqual(recomputed.rows);
    expect(kept.rows.map((r) => [r.property_id, r.month, r.kind, r.amount])).toEqual([
      [0, '2026-01-01', 4, '5000'],
      [1, '2026-01-01', 1, '1000000'],
      [1, '2026-01-01', 3, '500000'],
      [1, '2026-01-01', 4, '40000'],
      [1, '2026-02-01', 1, '1000000'],
      [2, '2026-01-01', 1, '3000000'],
      [2, '2026-01-01', 2, '700000'],
      [2, '2026-01-01', 4, '60000'],
    ]);
    const policed = await db.$client.query(
      `select relrowsecurity as on, (select count(*)::int from pg_policy where polrelid = c.oid) as policies
       from pg_class c where relname = 'money_totals'`,
    );
    expect(policed.rows[0]).toEqual({ on: true, policies: 1 });
    // The routines now keep it per property.
    await db.$client.query(
      `insert into expenses (property_id, expense_date, expense_category, amount, update_by) values (2, '2026-01-20', 1, 1, 'test')`,
    );
    const after = await db.$client.query(RECOMPUTED);
    const keptAfter = await db.$client.query(
      `select property_id, month::text, kind, amount::text, returned_amount::text as returned, row_count::int as n
       from money_totals where row_count <> 0 order by 1, 2, 3`,
    );
    expect(keptAfter.rows).toEqual(after.rows);
  });
});
