import { afterAll, expect, it } from 'vitest';
import { auditCountDifferences } from '../../../test/audit.js';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore, twoPropertiesWithStays } from '../../../test/migration-upgrade.js';

/**
 * Migration 0057_audit_by_property on a business's database of two properties: the entries written
 * before name their record's property as it stands (its own, its room's, its stay's), the kept
 * counts are counted again per property, and the trigger names it from then on.
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

it('names the property of every entry written before, and counts the trail again per property', async () => {
  // A version a business was really at, from the migrations alone (migration-upgrade.ts): before
  // 0052, whose rekeyed counters the older triggers no longer fit. The upgrade runs 0052 to 0057.
  const { q, upgrade } = await databaseBefore(databases, '_money_totals_per_property');
  await twoPropertiesWithStays(q);
  await q(`insert into payments (booking_id, receipt_number, payment_date, payment_type, payment_periode_month,
                                 payment_periode_year, amount, update_by)
           select booking_id, 'KW/' || booking_id, '2026-01-05', 2, 1, 2026, 1000000, 'test' from bookings`);
  await q(`insert into card_vendors (card_vendor_name, update_by) values ('KUNCI', 'test')`);
  const written = await q<{ entity: string; n: number }>(
    `select entity, count(*)::int as n from audit_log where entity in ('room', 'booking', 'payment', 'tenant')
     group by 1 order by 1`,
  );
  // The entries the version before wrote for these records (its own triggers).
  expect(written.map((r) => r.entity)).toEqual(['booking', 'payment', 'room', 'tenant']);

  await upgrade(async (db) => {
    const named = await db.$client.query<{ entity: string; property_id: number | null; n: number }>(
      `select a.entity, a.property_id, count(*)::int as n from audit_log a
       where a.entity in ('booking', 'payment', 'tenant', 'cardVendor') or a.property_id = 2
       group by 1, 2 order by 1, 2`,
    );
    expect(named.rows).toEqual([
      { entity: 'booking', property_id: 1, n: 1 },
      { entity: 'booking', property_id: 2, n: 1 },
      { entity: 'cardVendor', property_id: null, n: 1 },
      { entity: 'payment', property_id: 1, n: 1 },
      { entity: 'payment', property_id: 2, n: 1 },
      { entity: 'room', property_id: 2, n: 1 },
      { entity: 'roomType', property_id: 2, n: 1 },
      { entity: 'tenant', property_id: 1, n: 1 },
      { entity: 'tenant', property_id: 2, n: 1 },
    ]);
    expect(await auditCountDifferences({ db })).toBe(0);
    // From now on the trigger names it, and the counts follow.
    await db.$client.query(
      `update bookings set remark = 'pindah' where room_id in (select room_id from rooms where property_id = 2)`,
    );
    const latest = await db.$client.query<{ entity: string; property_id: number }>(
      `select entity, property_id from audit_log order by audit_id desc limit 1`,
    );
    expect(latest.rows).toEqual([{ entity: 'booking', property_id: 2 }]);
    expect(await auditCountDifferences({ db })).toBe(0);
    // Still append-only.
    await expect(db.$client.query(`update audit_log set property_id = 1`)).rejects.toThrow(/append-only/);
  });
});
