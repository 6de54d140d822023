// The month's numbers at scale (issue 45) on the benchmark database (npm run bench:generate
// first): 50 kos, 1,256 rooms, 1,010,920 payments over 67 months, 865,600 bills. Timed, as the
// owner (every property), in one run:
//   - the months' closings taken for the first time (every month that ended: the daily work's
//     first look after the reports arrived), then again for last month (its daily look);
//   - Report/GetMonthly of a closed month and of the month running, over all properties (each
//     kos's figures beside) and of the largest kos;
//   - Report/GetTrend of 36 months over all properties;
//   - the monthly report's PDF, and the month's journal.
// The closings stay in the benchmark database (as the daily work keeps them).
// Usage: npm run bench:reports (BENCH_RUNS=30 runs of each).
import { sql } from 'drizzle-orm';
import { createServices } from '../apps/server/src/services.js';
import { BENCH_TIMEZONE, openBenchDatabase } from './support/bench-database.js';
import { ms, summarize } from './support/stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const bench = await openBenchDatabase();
const say = (line: string) => process.stdout.write(`${line}\n`);
const now = new Date('2026-12-06T03:00:00Z');
const services = createServices({
  db: bench.db,
  clock: { now: () => now },
  businessTimezone: BENCH_TIMEZONE,
  backup: { dir: '/nonexistent', hour: null, keepDaily: 1, keepWeekly: 0 },
  signToken: () => '',
});

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function runs(label: string, work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed(work))[0]);
  const s = summarize(times);
  say(`${label.padEnd(52)} p50 ${ms(s.p50)} ms  p95 ${ms(s.p95)} ms  max ${ms(Math.max(...times))} ms`);
  return s;
}

const counts = (
  await bench.db.execute<{ parts: number; closings: number; months: number }>(sql`
    select (select count(*)::int from bill_income_parts) as parts, (select count(*)::int from month_closings) as closings,
           (select count(distinct date_trunc('month', payment_date))::int from payments) as months`)
).rows[0];
say(
  `Reports: ${counts?.parts} income parts kept, ${counts?.closings} month closings kept, payments over ${counts?.months} months`,
);
const [firstClose, taken] = await timed(() => services.reports.closeMonths());
say(`${'Closings taken (months without one)'.padEnd(52)} ${ms(firstClose)} ms  (${taken} rows)`);
await bench.db.execute(sql`analyze month_closings; analyze income_totals; analyze bill_income_parts`);

const largest = (
  await bench.db.execute<{ id: number }>(sql`
    select property_id as id from rooms group by property_id order by count(*) desc, property_id limit 1`)
).rows[0]?.id as number;
const closed = await runs('Report/GetMonthly, November, all kos (each beside)', () =>
  services.reports.monthly({ year: 2026, month: 11 }),
);
const running = await runs('Report/GetMonthly, December (running), all kos', () =>
  services.reports.monthly({ year: 2026, month: 12 }),
);
await runs('Report/GetMonthly, November, the largest kos', () =>
  services.reports.monthly({ year: 2026, month: 11, propertyId: largest }),
);
const trend = await runs('Report/GetTrend, 36 months, all kos', () =>
  services.reports.trend({ from: '2024-01', to: '2026-12' }),
);
const pdf = await runs('Monthly report PDF, November, all kos', () =>
  services.reportFiles.pdf({ year: 2026, month: 11 }, 'id'),
);
await runs('Journal CSV, November, all kos', () => services.reportFiles.journal({ year: 2026, month: 11 }));
say(
  `Budgets: month ${closed.p95 <= 100 && running.p95 <= 100 ? 'within' : 'OVER'} 100 ms p95; trend ${trend.p95 <= 200 ? 'within' : 'OVER'} 200 ms p95; PDF ${pdf.p95 <= 1000 ? 'within' : 'OVER'} 1 s p95`,
);
await bench.close();
