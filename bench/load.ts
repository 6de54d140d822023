// A mixed read/write load on the built server (a separate process, as in production) over the
// benchmark database: 50 connections for 60 s on loopback, 0 errors required; then a trivial
// Fastify JSON route on the same machine for scale.
// Usage: npm run build && npm run bench:generate && npm run bench:load   (LOAD_SECONDS=60)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allCalls } from '@kamar/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { freePort, startProcess, stopProcess } from '../apps/server/test/server-process.js';
import { BENCH_ADMIN, openBenchDatabase } from './support/bench-database.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (line: string) => process.stdout.write(`${line}\n`);

const bench = await openBenchDatabase({ maxConnections: 2 });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  [path.join(root, 'apps/server/dist/main.js')],
  { DATABASE_URL: bench.url, PORT: String(port), LOG_LEVEL: 'error', NODE_ENV: 'production' },
  `${base}/readyz`,
);

const loginResponse = await fetch(`${base}/api/Auth/Login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(BENCH_ADMIN),
});
const token = ((await loginResponse.json()) as { data: { token: string } }).data.token;
const [facts] = (
  await bench.db.execute<{ bookingId: number; today: string }>(sql`
    select (select max(booking_id) from bookings where booking_status = 1 and status = 1) as "bookingId",
           to_char(current_date, 'YYYY-MM-DD') as today`)
).rows;
if (!facts) throw new Error('no data: run npm run bench:generate first');
const today = facts.today;
const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];

const served = new Set(allCalls.map((c) => c.path as string));
let sequence = 0;
type Step = { path: string; body: () => Record<string, unknown> };
const steps: Step[] = [
  { path: '/api/Dashboard/GetDashboardInfo', body: () => ({}) },
  { path: '/api/Tenant/GetList', body: () => ({ tenantName: 'BUDI SANTOSO', status: 1 }) },
  { path: '/api/Booking/GetList', body: () => ({ bookingStatus: 1, status: 1 }) },
  { path: '/api/Booking/GetAvailableRoom', body: () => ({ checkInDate: today }) },
  { path: '/api/Room/GetFloorPlan', body: () => ({}) },
  { path: '/api/Payment/GetList', body: () => ({ paymentPeriodeMonth: month, paymentPeriodeYear: year }) },
  {
    path: '/api/Payment/Create',
    body: () => ({
      bookingId: facts.bookingId,
      paymentDate: today,
      paymentType: 2,
      paymentPeriodeMonth: month,
      paymentPeriodeYear: year,
      amount: 1_500_000,
      remark: `LOAD ${++sequence}`,
    }),
  },
  { path: '/api/Expense/GetList', body: () => ({ dateFrom: `${today.slice(0, 7)}-01`, dateTo: today }) },
  {
    path: '/api/Expense/Create',
    body: () => ({ expenseDate: today, expenseCategory: 1, amount: 25_000, remark: `LOAD ${++sequence}` }),
  },
  { path: '/api/User/GetList', body: () => ({}) },
].filter((step) => served.has(step.path));

say(`Mixed load: ${CONNECTIONS} connections, ${SECONDS} s, each connection cycling through:`);
say(`  ${steps.map((s) => s.path.replace('/api/', '')).join(', ')}`);
const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const mixed = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: steps.map((step) => ({
    method: 'POST' as const,
    path: step.path,
    headers,
    setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(step.body()) }),
  })),
});
await stopProcess(server);

const trivialPort = await freePort();
const trivial = await startProcess(
  [path.join(root, 'bench/support/trivial-server.mjs')],
  { PORT: String(trivialPort) },
  `http://127.0.0.1:${trivialPort}/`,
);
const baseline = await autocannon({
  url: `http://127.0.0.1:${trivialPort}/`,
  connections: CONNECTIONS,
  duration: Math.min(SECONDS, 20),
});
await stopProcess(trivial);
await bench.close();

const line = (name: string, r: autocannon.Result) =>
  `${name.padEnd(24)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
  `${r.requests.total} requests, ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`;
say('');
say(line('Kamar mixed workload', mixed));
say(line('trivial Fastify route', baseline));
const failed = mixed.errors + mixed.timeouts + mixed.non2xx;
say(failed === 0 ? 'No errors.' : `${failed} failed requests.`);
process.exitCode = failed === 0 ? 0 : 1;
