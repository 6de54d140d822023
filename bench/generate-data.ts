// Fills the benchmark database with a large boarding-house business (DESIGN.md section 6):
// 1,000 rooms, 50,000 tenants, 250,000 bookings (never overlapping in a room), 1,000,000
// payments, their bills and allocations, 200,000 expenses and 5,000,000 audit entries, in set-based
// SQL (a handful of INSERT ... SELECT statements).
// Usage: npm run bench:generate        (BENCH_SCALE=0.1 for a tenth, BENCH_SCALE=10 for ten times:
//                                       10,000,000 payments; DATABASE_URL for a server)
// The names and amounts are mechanical on purpose; `npm run seed:demo` makes a believable kos instead.
import { sql } from 'drizzle-orm';
import { BENCH_SCALE, openBenchDatabase } from './support/bench-database.js';
import { auditSteps, resetAuditTrail, setAuditTriggers, withoutAuditIndexes } from './support/generate-audit.js';

const scale = BENCH_SCALE;
const ROOMS = Math.max(31, Math.round(1000 * scale));
const TENANTS = Math.round(50_000 * scale);
const STAYS_PER_ROOM = 250;
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
  await bench.close();
  process.exit(0);
}

const startedAll = performance.now();
// The bulk load writes its own audit trail below, dated as the records are, instead of one
// entry per row stamped with the moment of loading.
await setAuditTriggers(db, false);
// The benchmark adds types for its 1,000 rooms.
await step(
  'room types',
  sql`insert into room_types (room_type_name, price_daily, price_weekly, price_monthly, price_yearly, update_by)
      select 'BENCH TYPE ' || g, 100000 + g * 10000, 600000 + g * 60000, 1000000 + g * 100000, 11000000 + g * 1100000, 'bench'
      from generate_series(1, 8) g`,
);
await step(
  'rooms',
  sql`insert into rooms (room_number, room_type_id, room_status, update_by)
      select (1000 + g)::text,
             (select room_type_id from room_types order by room_type_id offset (g % 10) limit 1),
             case when g % 50 = 0 then 2 else 1 end, 'bench'
      from generate_series(1, ${ROOMS} - (select count(*) from rooms)) g`,
);
await step(
  'tenants',
  sql`insert into tenants (tenant_name, gender, id_number, place_of_birth, date_of_birth, address, city,
                           province, phone, work_place, vehicle, contact_name, contact_phone, status, update_by)
      select (array['ANDI','BUDI','CITRA','DEWI','EKO','FITRI','GILANG','HENDRA','INDAH','JOKO','KARTIKA','LESTARI'])[1 + g % 12]
               || ' ' || (array['SANTOSO','WIJAYA','PRATAMA','SARI','HIDAYAT','KUSUMA','NUGROHO','PUTRI','SETIAWAN'])[1 + (g / 12) % 9]
               || ' ' || g,
             1 + g % 2, lpad((3170000000000000 + g)::text, 16, '0'), 'JAKARTA',
             date '1980-01-01' + (g % 9000), 'JL. MERDEKA NO. ' || g, 'JAKARTA', 'DKI JAKARTA',
             '08' || lpad(((g::bigint * 7919) % 10000000000)::text, 10, '0'), 'PT MAJU JAYA',
             case when g % 3 = 0 then null else 1 + g % 2 end, 'KELUARGA ' || g, '0811' || lpad(g::text, 8, '0'),
             case when g % 20 = 0 then 2 else 1 end, 'bench'
      from generate_series(1, ${TENANTS}) g`,
);
// Bookings and payments go in chunks of 1,000 rooms, so BENCH_SCALE=10 (10,000,000 payments)
// never holds one statement's millions of rows and trigger deltas at once.
const CHUNK_ROOMS = 1000;
// Stay k of a room runs STAY_DAYS days, one after another, the last one (k = 249) starting in the
// last few days and still open; earlier ones are Complete, a few Cancelled or deleted.
for (let from = 0; from < ROOMS; from += CHUNK_ROOMS)
  await step(
    `bookings, rooms ${from + 1}-${Math.min(ROOMS, from + CHUNK_ROOMS)}`,
    sql`with room as (select room_id, row_number() over (order by room_id) as r from rooms),
           tenant as (select min(tenant_id) as first_id, count(*) as n from tenants)
      insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type,
                            booking_status, checked_in_at, checked_out_at, status, update_by)
      select tenant.first_id + (room.r * ${STAYS_PER_ROOM} + k) % tenant.n,
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
      from room cross join tenant cross join generate_series(0, ${STAYS_PER_ROOM - 1}) k
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
await step('bills and allocations', sql`select bills_build(current_date, 7, true, 'bench')`);
await step('bills (count)', sql`select 1 from bills`);
await step('bill allocations (count)', sql`select 1 from bill_allocations`);
await step(
  'expenses',
  sql`insert into expenses (expense_date, expense_category, amount, remark, status, update_by)
      select current_date - (g % ${STAYS_PER_ROOM * STAY_DAYS}::int), 1 + g % 2, 50000 + (g % 40) * 25000,
             (array['LISTRIK','AIR','GAJI','KEBERSIHAN','PERBAIKAN'])[1 + g % 5] || ' ' || g,
             case when g % 61 = 0 then 2 else 1 end, 'bench'
      from generate_series(1, ${EXPENSES}) g`,
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
say(`done in ${((performance.now() - startedAll) / 1000).toFixed(1)} s`);
await bench.close();
