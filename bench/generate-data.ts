// Fills the benchmark database with a large boarding-house business (DESIGN.md section 6): a chain
// of 50 kos (properties) of 20 to 40 rooms each (1,256 rooms), 50,000 tenants, 250,000 bookings
// (never overlapping in a room), 1,000,000 payments, their bills and allocations, 200,000 expenses
// and 5,000,000 audit entries, in set-based SQL (a handful of INSERT ... SELECT statements). Each
// property has its own room types (prices differ by place), employees, tenants (a few of whom move
// to another kos) and expenses; a tenth of the expenses are the business's as a whole. It also makes
// a Manager and a Front desk user of the largest property (support/bench-staff.ts).
// Usage: npm run bench:generate        (BENCH_SCALE=0.1 for a tenth, BENCH_SCALE=10 for ten times:
//                                       500 properties, 10,000,000 payments; DATABASE_URL for a server)
// The names and amounts are mechanical on purpose; `npm run seed:demo` makes a believable kos instead.
import { sql } from 'drizzle-orm';
import { BENCH_SCALE, openBenchDatabase } from './support/bench-database.js';
import { benchPropertySizes, ensureBenchStaff } from './support/bench-staff.js';
import { auditSteps, resetAuditTrail, setAuditTriggers, withoutAuditIndexes } from './support/generate-audit.js';

const scale = BENCH_SCALE;
// Rooms per property, deterministic: most kos near 20 rooms, a few near 40.
const SIZES = benchPropertySizes(scale);
const PROPERTIES = SIZES.length;
const ROOMS = SIZES.reduce((a, b) => a + b, 0);
const TENANTS = Math.round(50_000 * scale);
// The volumes of one building of 1,000 rooms (250 stays each), spread over the chain's rooms.
const STAYS_PER_ROOM = Math.round((250 * Math.round(1000 * scale)) / ROOMS);
const STAY_DAYS = 10;
const PAYMENTS_PER_STAY = 4;
const EXPENSES = Math.round(200_000 * scale);
const AUDIT_ENTRIES = Math.round(5_000_000 * scale);

const bench = await openBenchDatabase();
const { db } = bench;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function step(label: string, statement: ReturnType<typeof sql>) {
  const started = performance.now();
  const result = await db.execute(statement);
  say(
    `${label.padEnd(40)} ${String(result.rowCount ?? '').padStart(9)} rows  ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const [existing] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from bookings`)).rows;
if ((existing?.count ?? 0) > 0 && process.env.BENCH_FORCE !== '1') {
  say(`The database already holds ${existing?.count} bookings; set BENCH_FORCE=1 to add more.`);
  // Data generated before the trail (or a run stopped during it) gets the trail written again.
  const [audit] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from audit_log`)).rows;
  if ((audit?.count ?? 0) < AUDIT_ENTRIES) {
    say(`It holds ${audit?.count} of ${AUDIT_ENTRIES} audit entries: writing the audit trail again.`);
    await resetAuditTrail(db);
    await withoutAuditIndexes(
      db,
      async () => {
        for (const [label, statement] of auditSteps(AUDIT_ENTRIES)) await step(label, statement);
      },
      say,
    );
    await step('vacuum analyze', sql`vacuum analyze audit_log`);
  }
  await ensureBenchStaff(bench, say);
  await bench.close();
  process.exit(0);
}

const startedAll = performance.now();
// The bulk load writes its own audit trail below, dated as the records are, instead of one
// entry per row stamped with the moment of loading.
await setAuditTriggers(db, false);
// The chain: the first property (the migration's, named after the business profile) and the others.
await step(
  'properties',
  sql`insert into properties (property_name, address, city, phone, update_by)
      select 'KOS ' || (array['MAWAR','MELATI','ANGGREK','KENANGA','DAHLIA','CEMPAKA','TERATAI','SAKURA','FLAMBOYAN','BOUGENVILLE'])[1 + g % 10]
               || ' ' || lpad(g::text, 3, '0'),
             'JL. ' || (array['SUDIRMAN','THAMRIN','GATOT SUBROTO','DIPONEGORO','PEMUDA'])[1 + g % 5] || ' NO. ' || g,
             (array['JAKARTA','BANDUNG','SURABAYA','YOGYAKARTA','SEMARANG','MALANG','DEPOK'])[1 + g % 7],
             '62812' || lpad(g::text, 8, '0'), 'bench'
      from generate_series(2, ${PROPERTIES} - (select count(*) from properties) + 1) g`,
);
// Each property, its size (rooms) and its place in the chain (0-based), by id.
const chain = sql`(select p.property_id, s.rooms, (s.i - 1)::int as i
                   from (select property_id, row_number() over (order by property_id) as i from properties) p
                   join unnest(string_to_array(${SIZES.join(',')}, ',')::int[]) with ordinality s(rooms, i) on s.i = p.i)`;
// Three types per property, priced by place (up to 30% apart).
await step(
  'room types',
  sql`insert into room_types (property_id, room_type_name, price_daily, price_weekly, price_monthly, price_yearly, update_by)
      select c.property_id, t.name, t.daily * f.k, t.daily * 6 * f.k, t.monthly * f.k, t.monthly * 11 * f.k, 'bench'
      from ${chain} c
      cross join lateral (select round((1 + (c.i % 7) * 0.05)::numeric, 2) as k) f
      cross join (values ('BENCH STANDARD', 100000, 1000000), ('BENCH AC', 150000, 1500000), ('BENCH VIP', 250000, 2500000))
        as t(name, daily, monthly)
      on conflict do nothing`,
);
// Floors of ten rooms: 101-110, 201-210, ...; every kos has its room 101.
await step(
  'rooms',
  sql`insert into rooms (property_id, room_number, room_type_id, room_status, update_by)
      select c.property_id, ((1 + (n - 1) / 10) * 100 + 1 + (n - 1) % 10)::text,
             (select room_type_id from room_types t where t.property_id = c.property_id and t.room_type_name like 'BENCH %'
              order by room_type_id offset (n % 3) limit 1),
             case when (c.i * 7 + n) % 50 = 0 then 2 else 1 end, 'bench'
      from ${chain} c cross join generate_series(1, c.rooms) n
      on conflict do nothing`,
);
await step(
  'employees',
  sql`insert into employees (property_id, employee_name, gender, phone, address, position, join_date, salary, update_by)
      select c.property_id,
             (array['ASEP','BAMBANG','CAHYO','DEDI','ENDANG','FAJAR'])[1 + (c.i + e) % 6] || ' ' || (c.i * 5 + e),
             1 + e % 2, '0813' || lpad((c.i * 5 + e)::text, 8, '0'), 'JL. KENARI NO. ' || e,
             (array['PENJAGA','KEBERSIHAN','TEKNISI','ADMIN','KEAMANAN'])[1 + e % 5],
             current_date - 400 - (c.i * 37 + e * 11) % 1500, 2500000 + e * 250000, 'bench'
      from ${chain} c cross join generate_series(1, 2 + c.rooms / 15) e`,
);
// Each property's tenants, as many as its share of the rooms: registered there.
await step(
  'tenants',
  sql`insert into tenants (property_id, tenant_name, gender, id_number, place_of_birth, date_of_birth, address, city,
                           province, phone, work_place, vehicle, contact_name, contact_phone, status, update_by)
      select x.property_id,
             (array['ANDI','BUDI','CITRA','DEWI','EKO','FITRI','GILANG','HENDRA','INDAH','JOKO','KARTIKA','LESTARI'])[1 + g % 12]
               || ' ' || (array['SANTOSO','WIJAYA','PRATAMA','SARI','HIDAYAT','KUSUMA','NUGROHO','PUTRI','SETIAWAN'])[1 + (g / 12) % 9]
               || ' ' || g,
             1 + g % 2, lpad((3170000000000000 + g)::text, 16, '0'), 'JAKARTA',
             date '1980-01-01' + (g % 9000)::int, 'JL. MERDEKA NO. ' || g, 'JAKARTA', 'DKI JAKARTA',
             '08' || lpad(((g::bigint * 7919) % 10000000000)::text, 10, '0'), 'PT MAJU JAYA',
             case when g % 3 = 0 then null else 1 + g % 2 end, 'KELUARGA ' || g, '0811' || lpad(g::text, 8, '0'),
             case when g % 20 = 0 then 2 else 1 end, 'bench'
      from (select c.property_id, row_number() over (order by c.property_id, t) as g
            from ${chain} c cross join generate_series(1, round(${TENANTS}::numeric * c.rooms / ${ROOMS})::int) t) x
      order by x.g`,
);
// Bookings and payments go in chunks of 1,000 rooms, so BENCH_SCALE=10 (10,000,000 payments)
// never holds one statement's millions of rows and trigger deltas at once.
const CHUNK_ROOMS = 1000;
// Stay k of a room runs STAY_DAYS days, one after another, the last one (k = 249) starting in the
// last few days and still open; earlier ones are Complete, a few Cancelled or deleted.
// Every room, the first property's seeded ones too (those numbered like the chain's are its own).
const [roomCount] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from rooms`)).rows;
const ALL_ROOMS = Number(roomCount?.n ?? ROOMS);
for (let from = 0; from < ALL_ROOMS; from += CHUNK_ROOMS)
  await step(
    `bookings, rooms ${from + 1}-${Math.min(ALL_ROOMS, from + CHUNK_ROOMS)}`,
    sql`with room as (select room_id, property_id, row_number() over (order by room_id) as r,
                             row_number() over (partition by property_id order by room_id) as pr,
                             dense_rank() over (order by property_id) - 1 as pi
                      from rooms),
           tenant as (select property_id, min(tenant_id) as first_id, count(*) as n,
                             row_number() over (order by property_id) - 1 as pi
                      from tenants group by property_id),
           places as (select count(*) as n from tenant)
      insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type,
                            booking_status, checked_in_at, checked_out_at, status, update_by)
      select tenant.first_id + (room.pr * ${STAYS_PER_ROOM} + k) % tenant.n,
             room.room_id,
             s.check_in - 7, s.check_in,
             case when k = ${STAYS_PER_ROOM - 1} then null else s.check_in + ${STAY_DAYS}::int end,
             1 + k % 4,
             case when k = ${STAYS_PER_ROOM - 1} then (case when room.r % 7 = 0 then 2 else 1 end)
                  when k % 50 = 7 then 3 else 2 end,
             case when k % 50 = 7 then null else s.check_in + time '12:00' end,
             case when k = ${STAYS_PER_ROOM - 1} or k % 50 = 7 then null else s.check_in + ${STAY_DAYS}::int + time '10:00' end,
             case when k % 97 = 3 then 2 else 1 end,
             'bench'
      from room cross join places cross join generate_series(0, ${STAYS_PER_ROOM - 1}) k
      join tenant on tenant.pi = (room.pi + case when k % 40 = 13 then 1 else 0 end) % places.n
      cross join lateral (select current_date - ${STAYS_PER_ROOM * STAY_DAYS}::int + k * ${STAY_DAYS}::int + (room.r % 5)::int as check_in) s
      where room.r > ${from} and room.r <= ${from + CHUNK_ROOMS}`,
  );
// Each stay: one deposit (settled when the stay is over) and three rent payments.
const [ids] = (
  await db.execute<{ first: number; last: number }>(
    sql`select min(booking_id) as first, max(booking_id) as last from bookings`,
  )
).rows;
const CHUNK_BOOKINGS = CHUNK_ROOMS * STAYS_PER_ROOM;
for (let from = Number(ids?.first ?? 0); from <= Number(ids?.last ?? -1); from += CHUNK_BOOKINGS)
  await step(
    `payments, bookings ${from}-${from + CHUNK_BOOKINGS - 1}`,
    sql`insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year,
                            amount, deposit_status, returned_amount, return_date, status, update_by,
                            receipt_number)
      select b.booking_id, b.check_in_date + j,
             case when j = 0 then 1 else 2 end,
             extract(month from b.check_in_date + j * 31)::int, extract(year from b.check_in_date + j * 31)::int,
             case when j = 0 then 1000000 else 1500000 end,
             case when j <> 0 then null when b.booking_status = 1 or b.booking_id % 10 = 0 then 0 else 1 + b.booking_id % 2 end,
             case when j <> 0 or b.booking_status = 1 or b.booking_id % 10 = 0 or b.booking_id % 2 = 1 then 0
                  when b.booking_id % 4 = 0 then 500000 else 1000000 end,
             case when j = 0 and b.booking_status <> 1 and b.booking_id % 10 <> 0 then b.check_out_date end,
             case when b.booking_id % 89 = 5 then 2 else 1 end,
             'bench', 'KW/B/' || b.booking_id || '-' || j
      from bookings b cross join generate_series(0, ${PAYMENTS_PER_STAY - 1}) j
      where b.booking_id >= ${from} and b.booking_id < ${from + CHUNK_BOOKINGS}`,
  );
// Every stay's bills from its check-in (prorated where it ended early), then every rent payment
// allocated: the one-time build the migration runs on an existing database.
// Statistics first: planned on the empty tables' (a handful of stays), the bills' kept arrears
// recount joined every stay to every bill in a nested loop (12 minutes at BENCH_SCALE=0.1 under load).
await step('analyze', sql`analyze rooms, room_types, tenants, bookings, payments`);
await step('bills and allocations', sql`select bills_build(current_date, 7, true, 'bench')`);
await step('bills (count)', sql`select 1 from bills`);
await step('bill allocations (count)', sql`select 1 from bill_allocations`);
await step(
  'expenses',
  sql`with place as (select array_agg(property_id order by property_id) as ids from properties)
      insert into expenses (property_id, expense_date, expense_category, amount, remark, status, update_by)
      select case when g % 10 = 0 then null else place.ids[1 + (g * 7) % array_length(place.ids, 1)] end,
             current_date - (g % ${STAYS_PER_ROOM * STAY_DAYS}::int), 1 + g % 2, 50000 + (g % 40) * 25000,
             (array['LISTRIK','AIR','GAJI','KEBERSIHAN','PERBAIKAN'])[1 + g % 5] || ' ' || g,
             case when g % 61 = 0 then 2 else 1 end, 'bench'
      from place cross join generate_series(1, ${EXPENSES}) g`,
);
await setAuditTriggers(db, true);
await withoutAuditIndexes(
  db,
  async () => {
    for (const [label, statement] of auditSteps(AUDIT_ENTRIES)) await step(label, statement);
  },
  say,
);
await step('vacuum analyze', sql`vacuum analyze`);
await ensureBenchStaff(bench, say);
say(`done in ${((performance.now() - startedAll) / 1000).toFixed(1)} s`);
await bench.close();
