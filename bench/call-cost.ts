// Where the mixed load's CPU goes, call by call: each call of the mix (bench/support/mix.ts)
// alone against the built server (a separate process, as in bench/load.ts), CALL_COST_REQUESTS
// times over CALL_COST_CONNECTIONS connections, with the CPU the server and PostgreSQL used per
// request (from /proc) and the answer's size. Read with bench:load: the mix's CPU per request is
// about the mean of these rows.
// Usage: npm run build && npm run bench:call-cost   (CALL_COST_REQUESTS=400, CALL_COST_CONNECTIONS=8;
// CALL_COST_ONLY=<regex> measures the calls whose path matches; CALL_COST_NODE_ARGS='--cpu-prof
// --cpu-prof-dir=<dir>' profiles the server).
// Builds side by side: CALL_COST_SERVERS=<main.js>,<main.js> (labels CALL_COST_LABELS=<a>,<b>)
// measures each call on each build in turn, CALL_COST_ROUNDS times, and prints each build's medians.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { stopProcess } from '../apps/server/test/server-process.js';
import { BENCH_DATA_DIR, openBenchDatabase } from './support/bench-database.js';
import { startBenchServer } from './support/bench-server.js';
import { postmasterPid, treeCpuSeconds } from './support/cpu-split.js';
import { runningStayIds, takeBackLoadWrites } from './support/load-writes.js';
import { mixSteps } from './support/mix.js';
import { summarize } from './support/stats.js';

const REQUESTS = Number(process.env.CALL_COST_REQUESTS ?? 400);
const CONNECTIONS = Number(process.env.CALL_COST_CONNECTIONS ?? 8);
const ROUNDS = Number(process.env.CALL_COST_ROUNDS ?? 1);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (text: string) => process.stdout.write(`${text}\n`);
const serverFiles = (process.env.CALL_COST_SERVERS ?? path.join(root, 'apps/server/dist/main.js')).split(',');
const labels = (process.env.CALL_COST_LABELS ?? '').split(',');

const bench = await openBenchDatabase({ maxConnections: 2 });
if (process.env.DATABASE_URL) throw new Error('bench:call-cost reads PostgreSQL CPU from the embedded server only');
const postgresPid = postmasterPid(BENCH_DATA_DIR);
if (postgresPid === null) throw new Error('the benchmark database is not running');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-call-cost-'));

async function startServer(file: string, label: string) {
  const { child, base, token } = await startBenchServer({
    server: file,
    databaseUrl: bench.url,
    dataDir: fs.mkdtempSync(path.join(scratch, 'data-')),
    ...(process.env.CALL_COST_NODE_ARGS ? { nodeArgs: process.env.CALL_COST_NODE_ARGS } : {}),
  });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  return { label, child, pid: child.pid as number, base, headers };
}
const servers = [];
for (const [i, file] of serverFiles.entries()) servers.push(await startServer(file, labels[i] || `build ${i + 1}`));

const [facts] = (await bench.db.execute<{ today: string }>(sql`select to_char(current_date, 'YYYY-MM-DD') as today`))
  .rows;
if (!facts) throw new Error('no database');
await takeBackLoadWrites(bench);
const only = new RegExp(process.env.CALL_COST_ONLY ?? '.');
const steps = mixSteps({ ...facts, bookingIds: await runningStayIds(bench) }).filter((s) => only.test(s.path));

type Row = { server: number; postgres: number; p50: number };
const rows = new Map<string, Row[]>();
let failed = 0;
const width = Math.max(...servers.map((s) => s.label.length));
for (let round = 0; round < ROUNDS; round++) {
  for (const step of steps) {
    for (const server of servers) {
      const call = step.path.replace('/api/', '');
      const sample = await fetch(`${server.base}${step.path}`, {
        method: 'POST',
        headers: server.headers,
        body: JSON.stringify(step.body()),
      });
      const bytes = (await sample.arrayBuffer()).byteLength;
      const before = { server: treeCpuSeconds(server.pid), postgres: treeCpuSeconds(postgresPid) };
      const result = await autocannon({
        url: server.base,
        connections: CONNECTIONS,
        amount: REQUESTS,
        requests: [
          {
            method: 'POST',
            path: step.path,
            headers: server.headers,
            setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(step.body()) }),
          },
        ],
      });
      const per = (seconds: number) => (seconds * 1000) / result.requests.total;
      const row = {
        server: per(treeCpuSeconds(server.pid) - before.server),
        postgres: per(treeCpuSeconds(postgresPid) - before.postgres),
        p50: result.latency.p50,
      };
      const bad = result.errors + result.timeouts + result.non2xx;
      failed += bad;
      const key = `${call}\t${server.label}`;
      rows.set(key, [...(rows.get(key) ?? []), row]);
      say(
        `${call.padEnd(28)} ${server.label.padEnd(width)}  server ${row.server.toFixed(2)} ms/req  PostgreSQL ${row.postgres.toFixed(2)} ms/req  ` +
          `${(bytes / 1024).toFixed(1)} KB  p50 ${row.p50} ms${bad ? `  ${bad} failed` : ''}`,
      );
    }
  }
}
for (const server of servers) await stopProcess(server.child);
await takeBackLoadWrites(bench);
await bench.close();
fs.rmSync(scratch, { recursive: true, force: true });

say(`\nMedians of ${ROUNDS} round${ROUNDS > 1 ? 's' : ''} (ms of CPU per request):`);
for (const server of servers) {
  let sum = 0;
  for (const step of steps) {
    const call = step.path.replace('/api/', '');
    const list = rows.get(`${call}\t${server.label}`) ?? [];
    const s = summarize(list.map((r) => r.server)).p50;
    const p = summarize(list.map((r) => r.postgres)).p50;
    sum += s + p;
    say(
      `${call.padEnd(28)} ${server.label.padEnd(width)}  server ${s.toFixed(2)}  PostgreSQL ${p.toFixed(2)}  both ${(s + p).toFixed(2)}`,
    );
  }
  say(
    `${'all calls, summed'.padEnd(28)} ${server.label.padEnd(width)}  ${sum.toFixed(2)} ms per cycle of ${steps.length}`,
  );
}
process.exitCode = failed > 0 ? 1 : 0;
