import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../apps/server/src/db/transaction.js';
import type { Ledger } from '../../apps/server/src/modules/ledger/ledger.service.js';

/** Stays are made and billed this many at a time (one ledger sync each). */
const CHUNK = 2_000;

/**
 * A property of `rooms` rooms on floors of 50 with the stays of a busy guest house around
 * December 2026 (today being 6 December), in the caller's transaction:
 * - three rooms in five (the first) let by the month: most to a tenant since a day between
 *   January and November 2026, still running; every fifth to a tenant leaving between 1 October
 *   and 14 December (Complete when gone by today), then a new tenant two days later;
 * - the others taken by daily and weekly guests from 1 September 2026 to the end of January 2027,
 *   a stay of 1 to 7 nights every 8 days: the past ones Complete, today's checked in, later ones
 *   booked, one in eleven of those cancelled;
 * - every stay's bills made by the ledger; the monthly tenants paid up to November (a tenth of
 *   them only to September), the guests in full at check-in but one in nine;
 * - a Manager of the property (the bench's `manager` user works there too).
 */
export async function addTimelineProperty(tx: Tx, ledger: Ledger, rooms: number) {
  const [made] = (
    await tx.execute<{ propertyId: number }>(sql`
      insert into properties (property_name, update_by) values ('KOS BENCH TIMELINE', 'bench') returning property_id as "propertyId"`)
  ).rows;
  if (!made) throw new Error('no property made');
  const { propertyId } = made;
  await tx.execute(sql`
    insert into room_types (property_id, room_type_name, price_daily, price_weekly, price_monthly, price_yearly, update_by)
    values (${propertyId}, 'BENCH TL STANDARD', 150000, 900000, 1500000, 16500000, 'bench'),
           (${propertyId}, 'BENCH TL AC', 200000, 1200000, 2000000, 22000000, 'bench')`);
  await tx.execute(sql`
    insert into rooms (property_id, room_number, room_type_id, room_status, update_by)
    select ${propertyId}, ((1 + (n - 1) / 50) * 100 + 1 + (n - 1) % 50)::text,
           (select room_type_id from room_types where property_id = ${propertyId} order by room_type_id offset (n % 2) limit 1),
           case when n % 97 = 0 then 2 else 1 end, 'bench'
    from generate_series(1, ${rooms}) n`);
  await tx.execute(sql`
    insert into tenants (property_id, tenant_name, phone, status, update_by)
    select ${propertyId}, 'TAMU TIMELINE ' || g, '0857' || lpad(g::text, 8, '0'), 1, 'bench'
    from generate_series(1, ${rooms} * 12) g`);
  // Rooms in order (r from 1), tenants in order (t from 1): stay number k of a room picks a tenant.
  const roomsOf = sql`(select room_id, row_number() over (order by room_id) as r from rooms where property_id = ${propertyId})`;
  const tenantOf = (k: SQL) =>
    sql`(select min(tenant_id) from tenants where property_id = ${propertyId}) + ((${k}) % (${rooms} * 12))`;
  const monthly = Math.round((rooms * 3) / 5);
  await tx.execute(sql`
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type, booking_status,
                          checked_in_at, checked_out_at, status, update_by)
    select ${tenantOf(sql`m.r`)}, m.room_id, s.check_in - 3, s.check_in, s.check_out, 3,
           case when s.check_out <= date '2026-12-06' then 2 else 1 end,
           s.check_in + time '12:00', case when s.check_out <= date '2026-12-06' then s.check_out + time '10:00' end, 1, 'bench'
    from ${roomsOf} m
    cross join lateral (
      select date '2026-01-01' + ((m.r * 37) % case when m.r % 5 = 0 then 240 else 330 end)::int as check_in,
             case when m.r % 5 = 0 then date '2026-10-01' + ((m.r * 7) % 75)::int end as check_out) s
    where m.r <= ${monthly}`);
  // The new tenant after each one who left; then the guests.
  await tx.execute(sql`
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, booking_type, booking_status, checked_in_at,
                          status, update_by)
    select ${tenantOf(sql`${rooms} + m.r`)}, m.room_id, s.check_in - 5, s.check_in, 3, 1,
           case when s.check_in <= date '2026-12-06' then s.check_in + time '13:00' end, 1, 'bench'
    from ${roomsOf} m
    cross join lateral (select date '2026-10-03' + ((m.r * 7) % 75)::int as check_in) s
    where m.r <= ${monthly} and m.r % 5 = 0`);
  await tx.execute(sql`
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type, booking_status,
                          checked_in_at, checked_out_at, status, update_by)
    select ${tenantOf(sql`2 * ${rooms} + m.r * 20 + k`)}, m.room_id, s.check_in - 2, s.check_in, s.check_out,
           case when s.nights = 7 then 2 else 1 end,
           case when s.check_out <= date '2026-12-06' then 2
                when s.check_in > date '2026-12-06' and k % 11 = 4 then 3 else 1 end,
           case when s.check_in <= date '2026-12-06' then s.check_in + time '14:00' end,
           case when s.check_out <= date '2026-12-06' then s.check_out + time '11:00' end, 1, 'bench'
    from ${roomsOf} m cross join generate_series(0, 18) k
    cross join lateral (
      select date '2026-09-01' + k * 8 + (m.r % 3)::int as check_in, 1 + ((m.r + k * 3) % 7)::int as nights) n
    cross join lateral (select n.check_in, n.nights, n.check_in + n.nights as check_out) s
    where m.r > ${monthly}`);
  const stays = (
    await tx.execute<{ id: number }>(sql`
      select b.booking_id as id from bookings b join rooms r on r.room_id = b.room_id
      where r.property_id = ${propertyId} order by b.booking_id`)
  ).rows.map((r) => Number(r.id));
  for (let i = 0; i < stays.length; i += CHUNK) await ledger.syncStays(tx, stays.slice(i, i + CHUNK), 'bench');
  // What was paid: each running month's rent up to November (a tenth only to September), a guest's
  // stay at check-in but one in nine.
  await tx.execute(sql`
    insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year, amount,
                          status, update_by, receipt_number)
    select x.booking_id, least(x.period_start, date '2026-12-06'), 2, extract(month from x.period_start)::int,
           extract(year from x.period_start)::int, x.amount, 1, 'bench', 'KW/TL/' || x.bill_id
    from bills x join bookings b on b.booking_id = x.booking_id
    where b.booking_id = any(${`{${stays.join(',')}}`}::integer[]) and x.status = 1 and x.void_cause is null
      and case when b.booking_type = 3 then x.period_start < case when b.booking_id % 10 = 3 then date '2026-10-01' else date '2026-12-01' end
               else b.booking_id % 9 <> 4 and x.period_start <= date '2026-12-06' end`);
  for (let i = 0; i < stays.length; i += CHUNK) await ledger.reallocate(tx, stays.slice(i, i + CHUNK), 'bench');
  const [manager] = (
    await tx.execute<{ id: number }>(sql`
      insert into users_properties (user_id, property_id)
      select user_id, ${propertyId} from users where username = 'manager' returning user_id as id`)
  ).rows;
  if (!manager) throw new Error('no bench manager: run npm run bench:generate');
  await tx.execute(sql`analyze rooms; analyze bookings; analyze bills; analyze stay_arrears; analyze tenants`);
  return { propertyId, managerId: Number(manager.id), stays };
}
