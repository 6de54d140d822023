// The daily bill run on the benchmark database (npm run bench:generate first): the run as the
// server makes it at start-up (nothing missing: the no-op cost), then the same run with the
// clock a day and a month ahead, each in a transaction rolled back so the data stays as generated.
// Usage: npm run bench:bills (BENCH_RUNS=5 per case).
import { sql } from 'drizzle-orm';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.js';
import { createBusinessSettingsService } from '../apps/server/src/modules/settings/business-settings.service.js';
import { BENCH_TIMEZONE, openBenchDatabase } from './support/bench-database.js';
import { ms, summarize } from './support/stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const bench = await openBenchDatabase();
const say = (line: string) => process.stdout.write(`${line}\n`);

const [facts] = (
  await bench.db.execute<{ active: number; bills: number; allocations: number }>(sql`
    select (select count(*)::int from bookings where booking_status = 1 and status = 1) as active,
           (select count(*)::int from bills) as bills, (select count(*)::int from bill_allocations) as allocations`)
).rows;
say(`Daily bill run: ${facts?.active} running stays, ${facts?.bills} bills, ${facts?.allocations} allocations`);

/** The run at `now`, in a transaction that is rolled back afterwards (the timing includes the work, not the commit). */
async function runAt(now: Date): Promise<{ ms: number; made: number }> {
  const clock = { now: () => now };
  const deps = { db: bench.db, clock, businessTimezone: BENCH_TIMEZONE };
  let made = 0;
  const started = performance.now();
  await bench.db
    .transaction(async (tx) => {
      const bills = createLedger({
        ...deps,
        db: tx as unknown as typeof bench.db,
        settings: createBusinessSettingsService(deps),
      });
      made = (await bills.generateDaily()) ?? -1;
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return { ms: performance.now() - started, made };
}

const day = 86_400_000;
for (const [label, offset] of [
  ['today (nothing missing)', 0],
  ['a day ahead', 1],
  ['a month ahead', 30],
] as const) {
  const times: number[] = [];
  let made = 0;
  for (let i = 0; i < RUNS; i++) {
    const run = await runAt(new Date(Date.now() + offset * day));
    times.push(run.ms);
    made = run.made;
  }
  const s = summarize(times);
  say(`${label.padEnd(26)} p50 ${ms(s.p50)} ms  max ${ms(Math.max(...times))} ms  bills made ${made}`);
}
await bench.close();
