// Where the mixed load's CPU goes, call by call: each call of the mix (bench/support/mix.ts)
// alone against the built server (a separate process, as in bench/load.ts), CALL_COST_REQUESTS
// times over CALL_COST_CONNECTIONS connections, with the CPU the server and PostgreSQL used per
// request (from /proc) and the answer's size. Read with bench:load: the mix's CPU per request is
// about the mean of these rows.
// Usage: npm run build && npm run bench:call-cost   (CALL_COST_REQUESTS=400, CALL_COST_CONNECTIONS=8;
// CALL_COST_ONLY=<regex> measures the calls whose path matches; CALL_COST_NODE_ARGS='--cpu-prof
// --cpu-prof-dir=<dir>' profiles the server)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { freePort, startProcess, stopProcess } from '../apps/server/test/server-process.js';
import { BENCH_ADMIN, BENCH_DATA_DIR, openBenchDatabase } from './support/bench-database.js';
import { postmasterPid, treeCpuSeconds } from './support/cpu-split.js';
import { runningStayIds, takeBackLoadWrites } from './support/load-writes.js';
import { mixSteps } from './support/mix.js';

const REQUESTS = Number(process.env.CALL_COST_REQUESTS ?? 400);
const CONNECTIONS = Number(process.env.CALL_COST_CONNECTIONS ?? 8);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (text: string) => process.stdout.write(`${text}\n`);

const bench = await openBenchDatabase({ maxConnections: 2 });
if (process.env.DATABASE_URL) throw new Error('bench:call-cost reads PostgreSQL CPU from the embedded server only');
const postgresPid = postmasterPid(BENCH_DATA_DIR);
if (postgresPid === null) throw new Error('the benchmark database is not running');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-call-cost-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = await startProcess(
  [...(process.env.CALL_COST_NODE_ARGS?.split(' ').filter(Boolean) ?? []), path.join(root, 'apps/server/dist/main.js')],
  {
    DATABASE_URL: bench.url,
    PORT: String(port),
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    BACKUP_HOUR: 'off',
    DATA_DIR: scratch,
    WEB_CONCURRENCY: '1',
  },
  `${base}/readyz`,
);
const serverPid = child.pid as number;
const login = await fetch(`${base}/api/Auth/Login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(BENCH_ADMIN),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

const [facts] = (await bench.db.execute<{ today: string }>(sql`select to_char(current_date, 'YYYY-MM-DD') as today`))
  .rows;
if (!facts) throw new Error('no database');
await takeBackLoadWrites(bench);
const only = new RegExp(process.env.CALL_COST_ONLY ?? '.');
const steps = mixSteps({ ...facts, bookingIds: await runningStayIds(bench) }).filter((s) => only.test(s.path));

const rows: { call: string; server: number; postgres: number; bytes: number; p50: number; failed: number }[] = [];
for (const step of steps) {
  const sample = await fetch(`${base}${step.path}`, { method: 'POST', headers, body: JSON.stringify(step.body()) });
  const bytes = (await sample.arrayBuffer()).byteLength;
  const before = { server: treeCpuSeconds(serverPid), postgres: treeCpuSeconds(postgresPid) };
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests: [
      {
        method: 'POST',
        path: step.path,
        headers,
        setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(step.body()) }),
      },
    ],
  });
  const per = (seconds: number) => (seconds * 1000) / result.requests.total;
  const row = {
    call: step.path.replace('/api/', ''),
    server: per(treeCpuSeconds(serverPid) - before.server),
    postgres: per(treeCpuSeconds(postgresPid) - before.postgres),
    bytes,
    p50: result.latency.p50,
    failed: result.errors + result.timeouts + result.non2xx,
  };
  rows.push(row);
  say(
    `${row.call.padEnd(32)} server ${row.server.toFixed(2)} ms/req  PostgreSQL ${row.postgres.toFixed(2)} ms/req  ` +
      `${(row.bytes / 1024).toFixed(1)} KB  p50 ${row.p50} ms${row.failed ? `  ${row.failed} failed` : ''}`,
  );
}
await stopProcess(child);
await takeBackLoadWrites(bench);
await bench.close();
fs.rmSync(scratch, { recursive: true, force: true });
const mean = (key: 'server' | 'postgres') => rows.reduce((sum, r) => sum + r[key], 0) / rows.length;
say(
  `mean of the ${rows.length} calls: server ${mean('server').toFixed(2)} ms/req, PostgreSQL ${mean('postgres').toFixed(2)} ms/req`,
);
process.exitCode = rows.some((r) => r.failed > 0) ? 1 : 0;
