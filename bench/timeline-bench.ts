// The rooms by days (issue 46) at scale on the benchmark database (npm run bench:generate first):
// Booking/GetTimeline of one property of 1,000 rooms, a month at a time, within 50 ms p95. The
// property is made in one transaction rolled back at the end (the data stays as generated): 1,000
// rooms on 20 floors, 600 let to monthly tenants (most running since earlier in the year, some
// leaving in the autumn with a new tenant after them, a tenth of them owing a month or two) and
// 400 taken by daily and weekly guests one after another from September to January (past stays
// Complete, today's checked in, later ones booked, a few cancelled), every stay's bills made and
// its payments allocated by the ledger. Timed, as the owner and as a Manager of the property (one
// transaction under row-level security, as a staff call runs):
//   - Booking/GetTimeline of December 2026 (the month running), of November, of two weeks and of
//     a week around today;
// and the plan of the month's statement (EXPLAIN ANALYZE) printed once.
// Usage: npm run bench:timeline (BENCH_RUNS=30 runs of each).
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import type { Tx } from '../apps/server/src/db/transaction.js';
import { timelineStatement } from '../apps/server/src/modules/bookings/booking-timeline.repository.js';
import { createBookingTimelineService } from '../apps/server/src/modules/bookings/booking-timeline.service.js';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.js';
import { createBusinessSettingsService } from '../apps/server/src/modules/settings/business-settings.service.js';
import { BENCH_TIMEZONE, openBenchDatabase } from './support/bench-database.js';
import { addTimelineProperty } from './support/bench-timeline-property.js';
import { ms, summarize } from './support/stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const ROOMS = 1_000;
const BUDGET_MS = 50;
const bench = await openBenchDatabase();
const say = (line: string) => process.stdout.write(`${line}\n`);
const now = new Date('2026-12-06T03:00:00Z');
const deps = { clock: { now: () => now }, businessTimezone: BENCH_TIMEZONE };

const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
};

async function runs(label: string, work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed(work))[0]);
  const s = summarize(times);
  say(`${label.padEnd(56)} p50 ${ms(s.p50)} ms  p95 ${ms(s.p95)} ms  max ${ms(Math.max(...times))} ms`);
  return s;
}

/** A Manager's call: the transaction's property scope and the application role, as db/actor-scope.ts sets them. */
async function asManager<T>(tx: Tx, userId: number, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`savepoint manager`);
  await tx.execute(
    sql`select set_config('kamar.property_scope', 'user', true), set_config('kamar.user_id', ${String(userId)}, true)`,
  );
  await tx.execute(sql`set local role kamar_app`);
  try {
    return await work();
  } finally {
    await tx.execute(sql`rollback to savepoint manager`);
  }
}

await bench.db
  .transaction(async (tx) => {
    const db = tx as unknown as Database;
    const settings = createBusinessSettingsService({ ...deps, db });
    const ledger = createLedger({ ...deps, db, settings });
    const timeline = createBookingTimelineService({ ...deps, db });

    const [madeMs, made] = await timed(() => addTimelineProperty(tx, ledger, ROOMS));
    const counts = (
      await tx.execute<{ stays: number; december: number; owing: number; all: number }>(sql`
        select count(*)::int as stays,
               count(*) filter (where daterange(b.check_in_date, b.check_out_date, '[)') && daterange('2026-12-01', '2027-01-01'))::int as december,
               (select count(*)::int from stay_arrears s where s.property_id = ${made.propertyId} and s.oldest_due <= '2026-12-06') as owing,
               (select count(*)::int from bookings) as "all"
        from bookings b join rooms r on r.room_id = b.room_id where r.property_id = ${made.propertyId}`)
    ).rows[0];
    say(
      `Timeline: a property of ${ROOMS} rooms with ${counts?.stays} stays (${counts?.december} meet December, ${counts?.owing} owe now), made with their bills and payments in ${ms(madeMs / 1000)} s; ${counts?.all} stays in all`,
    );

    const month = { propertyId: made.propertyId, from: '2026-12-01', to: '2026-12-31' };
    const answer = await timeline.timeline(month);
    if (answer.rooms.length !== ROOMS) throw new Error(`the timeline has ${answer.rooms.length} rooms`);
    const owed = answer.stays.filter((s) => s.outstanding > 0).length;
    say(`December: ${answer.rooms.length} rooms, ${answer.stays.length} bars, ${owed} of them owing`);

    // The plan of the month's statement, as the repository sends it (PLANS=0 leaves it out).
    const statement = timelineStatement({ ...month, today: '2026-12-06' });
    const explain = async (who: string) => {
      if (process.env.PLANS === '0') return;
      const plan = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, costs off) ${statement}`);
      say(`Plan of the month, ${who} (EXPLAIN ANALYZE):`);
      for (const row of plan.rows) say(`  ${row['QUERY PLAN']}`);
    };
    await explain('the owner');

    // The statement alone (the database's share), then the call as the route makes it.
    await runs("The month's statement alone (database and driver)", () => tx.execute(statement));
    const results = [
      await runs(`GetTimeline, December (month running), owner`, () => timeline.timeline(month)),
      await runs(`GetTimeline, November, owner`, () =>
        timeline.timeline({ ...month, from: '2026-11-01', to: '2026-11-30' }),
      ),
      await runs(`GetTimeline, two weeks from today, owner`, () =>
        timeline.timeline({ ...month, from: '2026-12-06', to: '2026-12-19' }),
      ),
      await runs(`GetTimeline, a week from today, owner`, () =>
        timeline.timeline({ ...month, from: '2026-12-06', to: '2026-12-12' }),
      ),
      await asManager(tx, made.managerId, async () => {
        await explain('a Manager of the property');
        return runs(`GetTimeline, December, a Manager of the property`, () => timeline.timeline(month));
      }),
    ];
    const worst = Math.max(...results.map((s) => s.p95));
    say(
      `Budget: a month of ${ROOMS} rooms ${worst <= BUDGET_MS ? 'within' : 'OVER'} ${BUDGET_MS} ms p95 (worst ${ms(worst)} ms)`,
    );
    throw new Error('give back');
  })
  .catch((error: Error) => {
    if (error.message !== 'give back') throw error;
  });
await bench.close();
