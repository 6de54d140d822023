import { sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/db/transaction.js';

/**
 * A property of `rooms` rooms on floors of 50 (101-150, 201-250...), one room type at Rp 1.5 juta
 * a month, each room let from `from` on a running monthly stay to one of the bench's tenants:
 * the stays' ids (their bills are the caller's to make). Made in the caller's transaction.
 */
export async function addLetProperty(tx: Executor, name: string, rooms: number, from: string) {
  const [made] = (
    await tx.execute<{ propertyId: number; roomTypeId: number }>(sql`
      with p as (insert into properties (property_name, update_by) values (${`KOS BENCH ${name}`}, 'bench') returning property_id),
      t as (insert into room_types (property_id, room_type_name, price_daily, price_weekly, price_monthly, price_yearly, update_by)
            select property_id, ${`BENCH ${name}`}, 100000, 600000, 1500000, 16500000, 'bench' from p returning room_type_id, property_id)
      select t.property_id as "propertyId", t.room_type_id as "roomTypeId" from t`)
  ).rows;
  if (!made) throw new Error('no property made');
  await tx.execute(sql`
    insert into rooms (property_id, room_number, room_type_id, room_status, update_by)
    select ${made.propertyId}, ((1 + (n - 1) / 50) * 100 + 1 + (n - 1) % 50)::text, ${made.roomTypeId}, 1, 'bench'
    from generate_series(1, ${rooms}) n`);
  const stays = (
    await tx.execute<{ id: number }>(sql`
      insert into bookings (tenant_id, room_id, booking_date, check_in_date, booking_type, booking_status,
                            rent_amount, checked_in_at, status, update_by)
      select (select min(tenant_id) from tenants) + r.n, r.room_id, ${from}, ${from}, 3, 1, 1500000,
             ${`${from}T03:00:00Z`}, 1, 'bench'
      from (select room_id, row_number() over (order by room_id) as n from rooms where property_id = ${made.propertyId}) r
      returning booking_id as id`)
  ).rows.map((r) => Number(r.id));
  return { ...made, stays };
}
