// What each call of the mixed load (bench/load.ts) sends to PostgreSQL: its statements (BEGIN,
// COMMIT and set_config included: each is a round trip), with the median time the driver waited
// for each, against the call's own median time. In-process on the benchmark database, one call at
// a time. Usage: npm run bench:statements   (STATEMENT_RUNS=20)
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildBenchApp } from './support/bench-app.js';
import { BENCH_ADMIN, openBenchDatabase } from './support/bench-database.js';
import { postJson } from './support/http-client.js';
import { runningStayIds, takeBackLoadWrites } from './support/load-writes.js';
import { mixSteps } from './support/mix.js';
import { ms, summarize } from './support/stats.js';

const RUNS = Number(process.env.STATEMENT_RUNS ?? 20);
const say = (text: string) => process.stdout.write(`${text}\n`);

type Sent = { text: string; ms: number };
let sent: Sent[] | null = null;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
  const list = sent;
  const [first] = args;
  const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?');
  const started = performance.now();
  const record = (failed: boolean) =>
    list?.push({ text: `${failed ? '(failed) ' : ''}${text}`, ms: performance.now() - started });
  // pg.Pool#query passes a callback (no promise back); transactions await the promise.
  const last = args.length - 1;
  const callback = args[last];
  if (list && typeof callback === 'function') {
    args[last] = (error: unknown, result: unknown) => {
      record(Boolean(error));
      return (callback as (e: unknown, r: unknown) => unknown)(error, result);
    };
  }
  const result = query.apply(this, args);
  if (list && result instanceof Promise)
    void result.then(
      () => record(false),
      () => record(true),
    );
  return result;
} as typeof pg.Client.prototype.query;

const bench = await openBenchDatabase();
const app = await buildBenchApp(bench);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const token = String((await postJson(base, '/api/Auth/Login', BENCH_ADMIN)).body.data.token);
const [facts] = (await bench.db.execute<{ today: string }>(sql`select to_char(current_date, 'YYYY-MM-DD') as today`))
  .rows;
const bookingIds = await runningStayIds(bench);
if (!facts || bookingIds.length === 0) throw new Error('no data: run npm run bench:generate first');

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 110);
for (const step of mixSteps({ ...facts, bookingIds })) {
  const calls: number[] = [];
  const perStatement = new Map<string, number[]>();
  for (let i = 0; i < RUNS + 3; i++) {
    sent = [];
    const started = performance.now();
    const answer = await postJson(base, step.path, step.body(), token);
    const took = performance.now() - started;
    await new Promise((resolve) => setImmediate(resolve));
    const done = sent;
    sent = null;
    if (answer.statusCode !== 200) throw new Error(`${step.path} -> ${answer.statusCode} ${answer.body.message}`);
    if (i < 3) continue;
    calls.push(took);
    // Keyed by text (statements run side by side finish in any order), repeats numbered.
    const times = new Map<string, number>();
    for (const s of done) {
      const text = oneLine(s.text);
      const repeat = (times.get(text) ?? 0) + 1;
      times.set(text, repeat);
      const key = repeat > 1 ? `${text} (#${repeat})` : text;
      perStatement.set(key, [...(perStatement.get(key) ?? []), s.ms]);
    }
  }
  const total = summarize(calls).p50;
  const statements = [...perStatement.entries()];
  const sqlTime = statements.reduce((sum, [, times]) => sum + summarize(times).p50, 0);
  say(
    `\n${step.path.replace('/api/', '')}: p50 ${total.toFixed(2)} ms, ${statements.length} statements, their p50s sum to ${sqlTime.toFixed(2)} ms`,
  );
  for (const [key, times] of statements) say(`  ${ms(summarize(times).p50)} ms  ${key}`);
}
await app.close();
await takeBackLoadWrites(bench);
await bench.close();
