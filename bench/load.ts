// A mixed read/write load on the built server (a separate process, as in production) over the
// benchmark database: 50 connections for 60 s on loopback, 0 errors required; then a trivial
// Fastify JSON route on the same machine for scale.
// The writes spread like a front desk's: Payment/Create pays into each running stay in turn (one
// stay taking every payment queued all 50 connections on its row lock and made its reallocation
// read more every run). Every write carries the remark 'LOAD <n>' and is taken back at the end
// of the run (and at the start, after an interrupted one), so the database stays as generated.
// Usage: npm run build && npm run bench:generate && npm run bench:load   (LOAD_SECONDS=60)
// Each server is warmed up first with the same mix, unmeasured (LOAD_WARMUP_SECONDS=5; 0: none).
// LOAD_PROCESSES=1,2 runs the server with each WEB_CONCURRENCY in turn. Side by side with another
// version of Kamar in the same run: LOAD_BASELINE_SERVER=<its apps/server/dist/main.js> and
// LOAD_BASELINE_URL=<the DATABASE_URL of its own benchmark database>; LOAD_ROUNDS=2 repeats the
// whole sequence (baseline, then each process count) so drift on a shared machine shows.
// Each run prints where the CPU went (server, PostgreSQL, this load generator, in CPU seconds per
// second of run). LOAD_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server processes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { freePort, startProcess, stopProcess } from '../apps/server/test/server-process.js';
import { BENCH_DATA_DIR, openBenchDatabase } from './support/bench-database.js';
import { startBenchServer } from './support/bench-server.js';
import { postmasterPid, treeCpuSeconds } from './support/cpu-split.js';
import { runningStayIds, takeBackLoadWrites } from './support/load-writes.js';
import { mixSteps } from './support/mix.js';
import { statusTally, timesByCall } from './support/status-tally.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (text: string) => process.stdout.write(`${text}\n`);
const line = (name: string, r: autocannon.Result) =>
  `${name.padEnd(36)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
  `${r.requests.total} requests, ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`;

const bench = await openBenchDatabase({ maxConnections: 2 });
const processCounts = (process.env.LOAD_PROCESSES ?? '1').split(',').map(Number);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 1);
type Target = { label: string; server: string; url: string; processes: number; pool?: number };
// Several baselines: LOAD_BASELINE_SERVER=<main.js>,<main.js> with LOAD_BASELINE_LABELS=<name>,<name>.
const baselineLabels = (process.env.LOAD_BASELINE_LABELS ?? '').split(',');
const baseline: Target[] = (process.env.LOAD_BASELINE_SERVER ?? '')
  .split(',')
  .filter(Boolean)
  .map((server, i) => ({
    label: `${baselineLabels[i] || 'baseline'}, 1 process`,
    server,
    url: process.env.LOAD_BASELINE_URL ?? bench.url,
    processes: 1,
  }));
// LOAD_POOL_SIZES=5,10,20 runs each process count with each DATABASE_POOL_SIZE (connections per process).
const poolSizes = (process.env.LOAD_POOL_SIZES ?? '').split(',').filter(Boolean).map(Number);
const targets: Target[] = [
  ...baseline,
  ...processCounts.flatMap((n) =>
    (poolSizes.length > 0 ? poolSizes : [undefined]).map((pool) => ({
      label: `this version, ${n} process${n > 1 ? 'es' : ''}${pool === undefined ? '' : `, pool ${pool}`}`,
      server: path.join(root, 'apps/server/dist/main.js'),
      url: bench.url,
      processes: n,
      ...(pool === undefined ? {} : { pool }),
    })),
  ),
];
// Scratch space for the server's DATA_DIR; no daily backup may start in the middle of a run.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-load-'));

const startServer = (target: Target) =>
  startBenchServer({
    server: target.server,
    databaseUrl: target.url,
    dataDir: scratch,
    processes: target.processes,
    ...(target.pool === undefined ? {} : { poolSize: target.pool }),
    ...(process.env.LOAD_NODE_ARGS ? { nodeArgs: process.env.LOAD_NODE_ARGS } : {}),
  });

const [facts] = (await bench.db.execute<{ today: string }>(sql`select to_char(current_date, 'YYYY-MM-DD') as today`))
  .rows;
const bookingIds = await runningStayIds(bench);
if (!facts || bookingIds.length === 0) throw new Error('no data: run npm run bench:generate first');
// A run interrupted before its end left its writes behind: take them back before measuring.
const takeBack = async (when: string) => {
  const gone = await takeBackLoadWrites(bench);
  say(`${when}: took back ${gone.payments} payments (${gone.stays} stays) and ${gone.expenses} expenses of the load`);
};
await takeBack('Before the runs');
const ownSteps = mixSteps({ ...facts, bookingIds });
/** The running stays of another database (a baseline's own). */
async function stayIdsAt(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ id: number }>(
      'select booking_id as id from bookings where booking_status = 1 and status = 1 order by 1',
    );
    return result.rows.map((r) => Number(r.id));
  } finally {
    await client.end();
  }
}

const postgresPid = process.env.DATABASE_URL ? null : postmasterPid(BENCH_DATA_DIR);
/** CPU seconds of the server, PostgreSQL and this process so far. */
const cpuNow = (serverPid: number) => ({
  server: treeCpuSeconds(serverPid),
  postgres: postgresPid === null ? Number.NaN : treeCpuSeconds(postgresPid),
  load: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  at: performance.now() / 1000,
});
const cpuLine = (from: ReturnType<typeof cpuNow>, to: ReturnType<typeof cpuNow>, requests: number) => {
  const seconds = to.at - from.at;
  const part = (name: 'server' | 'postgres' | 'load') =>
    `${name} ${((to[name] - from[name]) / seconds).toFixed(2)} (${(((to[name] - from[name]) * 1000) / requests).toFixed(2)} ms/req)`;
  return `  CPU cores busy: ${part('server')}, ${part('postgres')}, ${part('load')}`;
};

say(`Mixed load: ${CONNECTIONS} connections, ${SECONDS} s, each connection cycling through:`);
say(`  ${ownSteps.map((s) => s.path.replace('/api/', '')).join(', ')}`);
const results: { label: string; result: autocannon.Result }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const target of targets) {
    const server = await startServer(target);
    // Each version pays into the running stays of its own database (a baseline's ids differ).
    const steps = target.url === bench.url ? ownSteps : mixSteps({ ...facts, bookingIds: await stayIdsAt(target.url) });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${server.token}` };
    // A warm-up first, not measured: a server that has just started opens its pool's connections
    // and prepares its statements on the first calls (a server in use has done so long before).
    if (WARMUP_SECONDS > 0)
      await autocannon({
        url: server.base,
        connections: CONNECTIONS,
        duration: WARMUP_SECONDS,
        requests: steps.map((step) => ({
          method: 'POST' as const,
          path: step.path,
          headers,
          setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(step.body()) }),
        })),
      });
    const cpuBefore = cpuNow(server.child.pid as number);
    const tally = statusTally();
    const took = timesByCall();
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: steps.map((step) => ({
        method: 'POST' as const,
        path: step.path,
        headers,
        setupRequest: (request: autocannon.Request, context: object) => {
          (context as { sentAt?: number }).sentAt = performance.now();
          return { ...request, body: JSON.stringify(step.body()) };
        },
        onResponse: (status: number, body: string, context: object) => {
          tally.record(step.path, status, body);
          const sentAt = (context as { sentAt?: number }).sentAt;
          if (sentAt !== undefined) took.record(step.path, performance.now() - sentAt);
        },
      })),
    });
    const cpuAfter = cpuNow(server.child.pid as number);
    await stopProcess(server.child);
    results.push({ label: target.label, result });
    say(line(target.label, result));
    say(cpuLine(cpuBefore, cpuAfter, result.requests.total));
    for (const text of took.lines()) say(text);
    if (result.non2xx > 0) for (const text of tally.failures()) say(text);
  }
}
fs.rmSync(scratch, { recursive: true, force: true });
await takeBack('After the runs');
// A baseline's own database: its load rows deleted as they are (an older version keeps no bills).
for (const url of new Set(baseline.map((b) => b.url).filter((url) => url !== bench.url))) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const payments = await client.query(`delete from payments where remark like 'LOAD %'`);
    const expenses = await client.query(`delete from expenses where remark like 'LOAD %'`);
    say(`The baseline's database: took back ${payments.rowCount} payments and ${expenses.rowCount} expenses`);
  } finally {
    await client.end();
  }
}

const trivialPort = await freePort();
const trivial = await startProcess(
  [path.join(root, 'bench/support/trivial-server.mjs')],
  { PORT: String(trivialPort) },
  `http://127.0.0.1:${trivialPort}/`,
);
const trivialResult = await autocannon({
  url: `http://127.0.0.1:${trivialPort}/`,
  connections: CONNECTIONS,
  duration: Math.min(SECONDS, 20),
});
await stopProcess(trivial);
await bench.close();

say('');
for (const { label, result } of results) say(line(label, result));
say(line('trivial Fastify route', trivialResult));
const failed = results.reduce((n, { result: r }) => n + r.errors + r.timeouts + r.non2xx, 0);
say(failed === 0 ? 'No errors.' : `${failed} failed requests.`);
process.exitCode = failed === 0 ? 0 : 1;
