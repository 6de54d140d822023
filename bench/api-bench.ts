// Every list and lookup call and the dashboard, through HTTP on the benchmark database, with the
// p50/p95/p99 of the call next to the p50 of the same SQL replayed straight through the driver
// in the same run (DESIGN.md section 6 budgets: list/lookup p95 <= 25 ms, dashboard p95 <= 50 ms,
// API/raw ratio <= 1.5). Usage: npm run bench:generate && npm run bench:api
// (BENCH_RUNS=200 calls per case; BENCH_ONLY=<regex> picks cases by name; BENCH_EXPLAIN=1 prints each
// statement a case ran with its plan as run: explain analyze, buffers; BENCH_PLANS=1 whether each
// statement, prepared, keeps a generic plan; BENCH_SLICE=<from>:<to> runs the cases from index
// <from> up to <to>, and the export cases when it reaches the end: bench/scale-pair.ts runs both
// scales a slice at a time; BENCH_SKIP=<regex> leaves cases out by name; BENCH_AS=owner,frontdesk,manager
// runs every case as each of those users in turn: the Owner over every property, the Manager and
// the Front desk user of one property, bench:generate's users; a case a role may not call is
// shown refused; BENCH_PROPERTY=1 names the staff users' property in every list that takes one).
// Name filters use two
// words ("DEWI KUSUMA"): the generated names repeat 12 first names, so one word alone matches 8%
// of all tenants, far more than a person's search at the desk does.
import os from 'node:os';
import { allCalls, FLOOR_PLAN_ROOM_LIMIT } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { buildBenchApp } from './support/bench-app.js';
import { BENCH_ADMIN, BENCH_FRONT_DESK, BENCH_MANAGER, openBenchDatabase } from './support/bench-database.js';
import { datesAround, readBenchFacts } from './support/bench-facts.js';
import { benchStaffProperty } from './support/bench-staff.js';
import { firstByte } from './support/first-byte.js';
import { postJson } from './support/http-client.js';
import { type Ask, type ListPage, pageBody } from './support/list-page.js';
import { type CapturedQuery, captureQueries, transactionStart } from './support/query-capture.js';
import { ms, summarize } from './support/stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 15);

const bench = await openBenchDatabase();
const capture = captureQueries(bench.db.$client);
const app = await buildBenchApp(bench);
const base = await app.listen({ host: '127.0.0.1', port: 0 });

async function post(path: string, body: unknown, token?: string) {
  const answer = await postJson(base, path, body, token);
  if (answer.statusCode !== 200)
    throw new Error(`${path} ${JSON.stringify(body)} -> ${answer.statusCode} ${answer.body.message}`);
  return answer.body.data;
}

/** Who the cases run as: the Owner (every property) and, named in BENCH_AS, the staff of one property. */
const USERS = { owner: BENCH_ADMIN, manager: BENCH_MANAGER, frontdesk: BENCH_FRONT_DESK } as const;
type Who = keyof typeof USERS;
const actors: { who: Who; token: string }[] = [];
for (const who of (process.env.BENCH_AS ?? 'owner').split(',').map((w) => w.trim())) {
  if (!(who in USERS)) throw new Error(`BENCH_AS names owner, manager or frontdesk, not "${who}"`);
  const signedIn = await postJson(base, '/api/Auth/Login', USERS[who as Who]);
  if (signedIn.statusCode !== 200)
    throw new Error(`${who} cannot sign in (${signedIn.body.message}): run npm run bench:generate`);
  actors.push({ who: who as Who, token: String(signedIn.body.data.token) });
}
const token =
  actors.find((a) => a.who === 'owner')?.token ?? String((await post('/api/Auth/Login', BENCH_ADMIN)).token);
// The staff users' property: the owner's cases "one property" name it too.
const staffProperty = await benchStaffProperty(bench.db);
const facts = await readBenchFacts(bench.db);
const today = facts.today;
const { monthStart, year, month, weekAgo } = datesAround(today);

/** `page`: a page other than the first (`ListPage`, support/list-page.ts). `runs` caps the calls of a slow case. */
type Case = {
  name: string;
  path: string;
  body: Record<string, unknown>;
  budget: number;
  page?: ListPage;
  runs?: number;
};
const middle = 50;
const list = 25;
const dash = 50;
const cases: Case[] = [
  // The fixed cost: HTTP, the token check, validation and serialisation around almost no SQL.
  { name: 'Trivial call (Auth/CheckAuth)', path: '/api/Auth/CheckAuth', body: {}, budget: list },
  { name: 'User list', path: '/api/User/GetList', body: {}, budget: list },
  { name: 'Tenant list', path: '/api/Tenant/GetList', body: { status: 1 }, budget: list },
  {
    name: 'Tenant list, name filter',
    path: '/api/Tenant/GetList',
    body: { tenantName: 'BUDI SANTOSO', status: 1 },
    budget: list,
  },
  { name: 'Tenant list, phone filter', path: '/api/Tenant/GetList', body: { phone: '0812' }, budget: list },
  { name: 'Tenant list, last page', path: '/api/Tenant/GetList', body: { status: 1 }, budget: list, page: 'last' },
  {
    name: 'Tenant list, middle page',
    path: '/api/Tenant/GetList',
    body: { status: 1 },
    budget: middle,
    page: 'middle',
  },
  {
    name: 'Tenant list, jump to middle',
    path: '/api/Tenant/GetList',
    body: { status: 1 },
    budget: middle,
    page: 'jump',
    runs: 20,
  },
  { name: 'Booking list', path: '/api/Booking/GetList', body: {}, budget: list },
  {
    name: 'Booking list, tenant filter',
    path: '/api/Booking/GetList',
    body: { tenantName: 'CITRA PRATAMA' },
    budget: list,
  },
  // Room 205 is in every property (floors of ten rooms: 101-110, 201-210, ...).
  { name: 'Booking list, room filter', path: '/api/Booking/GetList', body: { roomNumber: '205' }, budget: list },
  { name: 'Booking list, active', path: '/api/Booking/GetList', body: { bookingStatus: 1, status: 1 }, budget: list },
  { name: 'Booking list, last page', path: '/api/Booking/GetList', body: {}, budget: list, page: 'last' },
  { name: 'Booking list, middle page', path: '/api/Booking/GetList', body: {}, budget: middle, page: 'middle' },
  {
    name: 'Booking list, jump to middle',
    path: '/api/Booking/GetList',
    body: {},
    budget: middle,
    page: 'jump',
    runs: 20,
  },
  {
    name: 'Booking tenant lookup, name',
    path: '/api/Booking/GetTenantList',
    body: { tenantName: 'DEWI SARI', pageSize: 50 },
    budget: list,
  },
  { name: 'Available rooms today', path: '/api/Booking/GetAvailableRoom', body: { checkInDate: today }, budget: list },
  // As the screen opens it: every floor's summary and the first floors' map (FLOOR_PLAN_ROOM_LIMIT rooms).
  {
    name: 'Room map (floor plan)',
    path: '/api/Room/GetFloorPlan',
    body: { roomLimit: FLOOR_PLAN_ROOM_LIMIT },
    budget: list,
  },
  { name: 'Room map, every floor at once', path: '/api/Room/GetFloorPlan', body: {}, budget: list },
  {
    name: 'Room map, one property',
    path: '/api/Room/GetFloorPlan',
    body: { roomLimit: FLOOR_PLAN_ROOM_LIMIT, propertyId: staffProperty },
    budget: list,
  },
  { name: 'Room list', path: '/api/Room/GetList', body: {}, budget: list },
  { name: 'Room type list', path: '/api/RoomType/GetList', body: {}, budget: list },
  { name: 'Card vendor list', path: '/api/CardVendor/GetList', body: {}, budget: list },
  { name: 'Employee list', path: '/api/Employee/GetList', body: {}, budget: list },
  { name: 'Payment list (screen default)', path: '/api/Payment/GetList', body: { status: 1 }, budget: list },
  { name: 'Payment list, all statuses', path: '/api/Payment/GetList', body: {}, budget: list },
  {
    name: 'Payment list, tenant filter',
    path: '/api/Payment/GetList',
    body: { tenantName: 'DEWI KUSUMA', status: 1 },
    budget: list,
  },
  // The last page of a name search reads back from the far end of every matching payment (9,148
  // for this name), where the first page stops at its 25th.
  {
    name: 'Payment list, tenant filter, last page',
    path: '/api/Payment/GetList',
    body: { tenantName: 'DEWI KUSUMA', status: 1 },
    budget: list,
    page: 'last',
  },
  {
    name: 'Payment list, this period',
    path: '/api/Payment/GetList',
    body: { paymentPeriodeMonth: month, paymentPeriodeYear: year },
    budget: list,
  },
  { name: 'Payment list, last page', path: '/api/Payment/GetList', body: { status: 1 }, budget: list, page: 'last' },
  {
    name: 'Payment list, middle page',
    path: '/api/Payment/GetList',
    body: { status: 1 },
    budget: middle,
    page: 'middle',
  },
  {
    name: 'Payment list, jump to middle',
    path: '/api/Payment/GetList',
    body: { status: 1 },
    budget: middle,
    page: 'jump',
    runs: 10,
  },
  {
    name: 'Payments of a booking',
    path: '/api/Payment/GetPaymentByBookingId',
    body: { bookingId: facts.bookingId, pageSize: 10000 },
    budget: list,
  },
  {
    name: 'Payment booking lookup',
    path: '/api/Payment/GetBookingOptions',
    body: { tenantName: 'EKO HIDAYAT' },
    budget: list,
  },
  { name: 'Deposit list', path: '/api/DepositReturned/GetList', body: { paymentType: 1 }, budget: list },
  {
    name: 'Deposit list, on hold',
    path: '/api/DepositReturned/GetList',
    body: { paymentType: 1, depositStatus: 0 },
    budget: list,
  },
  {
    name: 'Deposit list, middle page',
    path: '/api/DepositReturned/GetList',
    body: { paymentType: 1 },
    budget: middle,
    page: 'middle',
  },
  {
    name: 'Deposit list, jump to middle',
    path: '/api/DepositReturned/GetList',
    body: { paymentType: 1 },
    budget: middle,
    page: 'jump',
    runs: 20,
  },
  {
    name: 'Expense list, this month',
    path: '/api/Expense/GetList',
    body: { dateFrom: monthStart, dateTo: today },
    budget: list,
  },
  {
    name: 'Expense list, all years',
    path: '/api/Expense/GetList',
    body: { dateFrom: '2000-01-01', dateTo: today },
    budget: list,
  },
  {
    name: 'Expense list, last page',
    path: '/api/Expense/GetList',
    body: { dateFrom: '2000-01-01', dateTo: today },
    budget: list,
    page: 'last',
  },
  {
    name: 'Expense list, middle page',
    path: '/api/Expense/GetList',
    body: { dateFrom: '2000-01-01', dateTo: today },
    budget: middle,
    page: 'middle',
  },
  {
    name: 'Expense list, jump to middle',
    path: '/api/Expense/GetList',
    body: { dateFrom: '2000-01-01', dateTo: today },
    budget: middle,
    page: 'jump',
    runs: 20,
  },
  { name: 'Bill list (screen default)', path: '/api/Bill/GetList', body: { status: 1 }, budget: list },
  { name: 'Bill list, overdue only', path: '/api/Bill/GetList', body: { status: 1, overdueOnly: true }, budget: list },
  { name: 'Bill list, unpaid', path: '/api/Bill/GetList', body: { status: 1, billStatus: 1 }, budget: list },
  {
    name: 'Bill list, tenant filter',
    path: '/api/Bill/GetList',
    body: { tenantName: 'DEWI KUSUMA', status: 1 },
    budget: list,
  },
  {
    name: 'Bill list, tenant filter, last page',
    path: '/api/Bill/GetList',
    body: { tenantName: 'DEWI KUSUMA', status: 1 },
    budget: list,
    page: 'last',
  },
  { name: 'Bill list, room filter', path: '/api/Bill/GetList', body: { roomNumber: '205', status: 1 }, budget: list },
  {
    name: 'Bill list, due this month',
    path: '/api/Bill/GetList',
    body: { dueFrom: monthStart, dueTo: today, status: 1 },
    budget: list,
  },
  { name: 'Bill list, last page', path: '/api/Bill/GetList', body: { status: 1 }, budget: list, page: 'last' },
  { name: 'Bill list, middle page', path: '/api/Bill/GetList', body: { status: 1 }, budget: middle, page: 'middle' },
  {
    name: 'Bill list, jump to middle',
    path: '/api/Bill/GetList',
    body: { status: 1 },
    budget: middle,
    page: 'jump',
    runs: 20,
  },
  {
    name: 'Bills of a booking',
    path: '/api/Bill/GetByBookingId',
    body: { bookingId: facts.bookingId, pageSize: 10000 },
    budget: list,
  },
  { name: 'Arrears', path: '/api/Bill/GetArrears', body: {}, budget: list },
  { name: 'Arrears, 61+ days', path: '/api/Bill/GetArrears', body: { agingBucket: 3 }, budget: list },
  { name: 'Arrears, tenant filter', path: '/api/Bill/GetArrears', body: { tenantName: 'DEWI KUSUMA' }, budget: list },
  { name: 'Arrears, last page', path: '/api/Bill/GetArrears', body: {}, budget: list, page: 'last' },
  { name: 'Arrears, middle page', path: '/api/Bill/GetArrears', body: {}, budget: middle, page: 'middle' },
  { name: 'Arrears, jump to middle', path: '/api/Bill/GetArrears', body: {}, budget: middle, page: 'jump', runs: 20 },
  { name: 'Dashboard', path: '/api/Dashboard/GetDashboardInfo', body: {}, budget: dash },
  {
    name: 'Dashboard, one property',
    path: '/api/Dashboard/GetDashboardInfo',
    body: { propertyId: staffProperty },
    budget: dash,
  },
  { name: 'Audit list (screen default)', path: '/api/Audit/GetList', body: {}, budget: list },
  { name: 'Audit list, payments', path: '/api/Audit/GetList', body: { entity: 'payment' }, budget: list },
  { name: 'Audit list, one user', path: '/api/Audit/GetList', body: { username: 'siti' }, budget: list },
  { name: 'Audit list, failed sign-ins', path: '/api/Audit/GetList', body: { action: 'signInFailed' }, budget: list },
  {
    name: 'Audit list, last 7 days',
    path: '/api/Audit/GetList',
    body: { dateFrom: weekAgo, dateTo: today },
    budget: list,
  },
  {
    name: 'Audit list, user and month',
    path: '/api/Audit/GetList',
    body: { username: 'budi', dateFrom: `${today.slice(0, 7)}-01`, dateTo: today },
    budget: list,
  },
  {
    name: "Audit: a record's History",
    path: '/api/Audit/GetList',
    body: { entity: 'payment', recordId: facts.paymentId, pageSize: 100 },
    budget: list,
  },
  {
    name: 'Audit list, one property',
    path: '/api/Audit/GetList',
    body: { propertyId: staffProperty },
    budget: list,
  },
  {
    name: 'Audit list, one property, last page',
    path: '/api/Audit/GetList',
    body: { propertyId: staffProperty },
    budget: list,
    page: 'last',
  },
  { name: 'Audit list, last page', path: '/api/Audit/GetList', body: {}, budget: list, page: 'last' },
  { name: 'Audit list, middle page', path: '/api/Audit/GetList', body: {}, budget: middle, page: 'middle' },
  { name: 'Audit list, jump to middle', path: '/api/Audit/GetList', body: {}, budget: middle, page: 'jump', runs: 5 },
];

/** A read, also when it starts with a comment (a statement planned per call). */
const READ = /^\s*(\/\*[^*]*\*\/\s*)?(with|select)\b/i;

async function explainQueries(name: string, queries: CapturedQuery[]) {
  // A call's own transaction (a staff user's): explained inside its BEGIN, with its settings and
  // role, so the row-level security policies are planned as the call had them; rolled back.
  const client = await bench.db.$client.connect();
  const start = transactionStart(queries);
  try {
    for (const [i, q] of queries.entries()) {
      if (i === start) await client.query(q.text);
      if (!READ.test(q.text)) continue;
      const plan = await client.query(`explain (analyze, buffers, costs off) ${q.text}`, q.values);
      say(`--- ${name}\n${q.text}\n${JSON.stringify(q.values)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
    }
  } finally {
    if (start >= 0) await client.query('rollback');
    client.release();
  }
}

/**
 * BENCH_PLANS=1: each statement prepared and run as the connection runs it (a named statement),
 * seven times: its planning and execution time on the last run, and whether PostgreSQL kept a
 * generic plan by then (planning near zero) or plans it each call.
 */
async function planCosts(name: string, queries: { text: string; values: unknown[] | undefined }[]) {
  const client = await bench.db.$client.connect();
  try {
    for (const [i, q] of queries.entries()) {
      if (!q.values?.length || !/^\s*(with|select)\b/i.test(q.text)) continue;
      await client.query(`prepare bench_plan_${i} as ${q.text}`);
      const args = q.values.map((v) => (v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`)).join(', ');
      let last: string[] = [];
      for (let run = 0; run < 7; run++) {
        const plan = await client.query(`explain (analyze, summary, costs off) execute bench_plan_${i}(${args})`);
        last = plan.rows.map((r) => String(r['QUERY PLAN']));
      }
      await client.query(`deallocate bench_plan_${i}`);
      const time = (label: string) => last.find((l) => l.startsWith(label))?.replace(/.*: /, '') ?? '?';
      say(
        `  ${name}: plan ${time('Planning Time')}, run ${time('Execution Time')}: ${q.text.replace(/\s+/g, ' ').trim().slice(0, 70)}`,
      );
    }
  } finally {
    client.release();
  }
}

const served = new Set(allCalls.map((c) => c.path as string));
const say = (line: string) => process.stdout.write(`${line}\n`);
say(`Kamar API benchmark: ${facts.counts}`);
say(`${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, Node ${process.version}, ${RUNS} sequential calls per case`);
say('');
const [sliceFrom, sliceTo] = (process.env.BENCH_SLICE ?? `0:${cases.length}`).split(':').map(Number) as [
  number,
  number,
];
if (!(sliceFrom >= 0 && sliceTo > sliceFrom))
  throw new Error(`BENCH_SLICE must read <from>:<to>, not "${process.env.BENCH_SLICE}"`);
const reachesEnd = sliceTo >= cases.length;
say(
  `Cases ${sliceFrom} to ${Math.min(sliceTo, cases.length)} of ${cases.length}${reachesEnd ? ', then the exports' : ''}.`,
);
const labelWidth = 32 + (actors.length > 1 ? 12 : 0);
say(`${'case'.padEnd(labelWidth)}    p50     p95     p99  raw p50  ratio  fixed  rows   budget`);
let failed = 0;
let overheads = 0;
const results: unknown[] = [];
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const skip = process.env.BENCH_SKIP ? new RegExp(process.env.BENCH_SKIP, 'i') : null;
/** The calls that take a `propertyId` (properties/README.md, Every list per property). */
const PER_PROPERTY = new Set(
  ['Booking', 'Payment', 'DepositReturned', 'Expense', 'Bill', 'Room', 'RoomType', 'Employee']
    .map((m) => `/api/${m}/GetList`)
    .concat([
      '/api/Bill/GetArrears',
      '/api/Room/GetFloorPlan',
      '/api/Dashboard/GetDashboardInfo',
      '/api/Audit/GetList',
    ]),
);
if (process.env.BENCH_PROPERTY)
  for (const c of cases) if (PER_PROPERTY.has(c.path)) c.body = { ...c.body, propertyId: staffProperty };
const picked = (c: Case) => served.has(c.path) && (!only || only.test(c.name)) && !(skip?.test(c.name) ?? false);
/** Each case's p50 and p95 per user, for the side-by-side table at the end. */
const byCase = new Map<string, Partial<Record<Who, { p50: number; p95: number } | string>>>();
// A slice runs in a process of its own: every case of it is called first, so its first case is
// not measured on a process whose code and connections only it has warmed (a whole run's first
// cases are, in every run alike).
if (process.env.BENCH_SLICE) {
  for (const c of cases.slice(sliceFrom, sliceTo))
    if (picked(c)) for (let i = 0; i < WARMUP; i++) await post(c.path, c.body, token);
}
for (const c of cases.slice(sliceFrom, sliceTo)) {
  if (!served.has(c.path)) {
    say(`${c.name.padEnd(labelWidth)}  (no such call yet)`);
    continue;
  }
  if (!picked(c)) continue;
  // Each user in turn, case by case, so a machine whose load drifts weighs on them alike.
  for (const actor of actors) {
    const label = actors.length > 1 ? `${c.name} [${actor.who}]` : c.name;
    const tried = await postJson(base, c.path, c.body, actor.token);
    if (tried.statusCode !== 200) {
      say(
        `${label.padEnd(labelWidth)}  refused: ${tried.statusCode} ${(tried.body as { code?: string }).code ?? tried.body.message}`,
      );
      byCase.set(c.name, { ...byCase.get(c.name), [actor.who]: `${tried.statusCode}` });
      continue;
    }
    const ask: Ask = (path, body) => post(path, body, actor.token);
    const body = c.page ? await pageBody(ask, c.path, c.body, c.page) : c.body;
    const runs = Math.min(RUNS, c.runs ?? RUNS);
    // A jump to the middle of millions of rows takes seconds a call: one warm-up is enough.
    for (let i = 0; i < (c.page === 'jump' ? 1 : WARMUP); i++) await post(c.path, body, actor.token);
    capture.start();
    const sample = await post(c.path, body, actor.token);
    const queries = capture.stop();
    // BENCH_EXPLAIN=1: each statement the call ran, with its plan as it ran (analyze, buffers).
    if (process.env.BENCH_EXPLAIN) await explainQueries(label, queries);
    if (process.env.BENCH_PLANS) await planCosts(label, queries);
    const api: number[] = [];
    // The API's time ends with the answer's last byte: parsing it is the client's work (0.6-0.75 ms
    // for the room map's 137 KB), which a client on another machine does on its own CPU.
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const answer = await postJson(base, c.path, body, actor.token);
      if (answer.statusCode !== 200) throw new Error(`${c.path} -> ${answer.statusCode} ${answer.body.message}`);
      api.push(answer.receivedAt - started);
    }
    const raw: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await capture.replay(queries);
      raw.push(performance.now() - started);
    }
    const a = summarize(api);
    const r = summarize(raw);
    const ratio = a.p50 / r.p50;
    // DESIGN.md section 6: API/raw <= 1.5 where the SQL takes 2 ms or more; below that, what the
    // call adds to its SQL (HTTP, token, validation, serialisation) <= 1.5 ms.
    const fixed = a.p50 - r.p50;
    const overheadOk = r.p50 >= 2 ? ratio <= 1.5 : fixed <= 1.5;
    const rows = Array.isArray(sample.listData) ? sample.listData.length : '-';
    const ok = a.p95 <= c.budget;
    if (!ok) failed++;
    if (!overheadOk) overheads++;
    byCase.set(c.name, { ...byCase.get(c.name), [actor.who]: { p50: a.p50, p95: a.p95 } });
    results.push({
      case: c.name,
      as: actor.who,
      path: c.path,
      body,
      api: a,
      rawP50: r.p50,
      ratio,
      fixed,
      queries: queries.length,
    });
    say(
      `${label.padEnd(labelWidth)}${ms(a.p50)} ${ms(a.p95)} ${ms(a.p99)}  ${ms(r.p50)}  ${ratio.toFixed(2).padStart(5)} ${ms(fixed)}  ${String(rows).padStart(4)}  ${ok ? 'ok' : 'MISSED'} (${c.budget} ms)${overheadOk ? '' : ' overhead'}`,
    );
  }
}
say('');
say(failed === 0 ? 'Every p95 within its budget.' : `${failed} case(s) over their p95 budget.`);
say(
  overheads === 0
    ? 'Every call within its overhead budget (ratio <= 1.5 from 2 ms of SQL, else fixed cost <= 1.5 ms).'
    : `${overheads} case(s) over their overhead budget.`,
);
if (actors.length > 1) sideBySide();
if (reachesEnd && (!only || only.test('export')) && !skip?.test('export')) await exportFirstBytes();
if (reachesEnd && (!only || only.test('audit write')) && !skip?.test('audit write')) await auditWriteOverhead();
if (process.env.BENCH_JSON) {
  const fs = await import('node:fs');
  fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 2));
}
await app.close();
await bench.close();

/**
 * An export's first byte (the list budget, p95 <= 25 ms): the time to the file's header, which
 * waits for the filtered set's count (the rows line, X-Export-Rows) and the cursor's first batch.
 * The whole file's time and memory are bench:export's.
 */
/** The users side by side: each case's p50 / p95 per user and each staff user's p50 over the owner's. */
function sideBySide() {
  const others = actors.filter((a) => a.who !== 'owner').map((a) => a.who);
  const cell = (v: { p50: number; p95: number } | string | undefined) =>
    v === undefined ? '-' : typeof v === 'string' ? `refused (${v})` : `${v.p50.toFixed(2)} / ${v.p95.toFixed(2)}`;
  say('');
  say(
    `| case | ${actors.map((a) => `${a.who} p50 / p95`).join(' | ')} | ${others.map((w) => `${w} / owner p50`).join(' | ')} |`,
  );
  say(`| --- | ${actors.map(() => '---:').join(' | ')} | ${others.map(() => '---:').join(' | ')} |`);
  for (const [name, row] of byCase) {
    const owner = row.owner;
    const ratios = others.map((w) => {
      const v = row[w];
      return typeof v === 'object' && typeof owner === 'object' ? (v.p50 / owner.p50).toFixed(2) : '-';
    });
    say(`| ${name} | ${actors.map((a) => cell(row[a.who])).join(' | ')} | ${ratios.join(' | ')} |`);
  }
}

async function exportFirstBytes() {
  const exports = [
    { name: 'Payment export, screen default', path: '/api/Payment/Export', body: { format: 'xlsx', status: 1 } },
    { name: 'Payment export, all, CSV', path: '/api/Payment/Export', body: { format: 'csv' } },
    {
      name: 'Payment export, tenant name',
      path: '/api/Payment/Export',
      body: { format: 'xlsx', tenantName: 'DEWI KUSUMA', status: 1 },
    },
    {
      name: 'Deposit export, on hold',
      path: '/api/DepositReturned/Export',
      body: { format: 'xlsx', depositStatus: 0 },
    },
    { name: 'Booking export', path: '/api/Booking/Export', body: { format: 'xlsx' } },
    { name: 'Tenant export, active', path: '/api/Tenant/Export', body: { format: 'xlsx', status: 1 } },
    {
      name: 'Expense export, all years',
      path: '/api/Expense/Export',
      body: { format: 'xlsx', dateFrom: '2000-01-01', dateTo: today },
    },
    { name: 'Audit export, screen default', path: '/api/Audit/Export', body: { format: 'xlsx' } },
  ];
  const runs = Math.max(10, Math.round(RUNS / 4));
  let missed = 0;
  say('');
  say(`Export, time to the file's first byte (${runs} sequential calls each):`);
  for (const e of exports) {
    if (only && !only.test(e.name)) continue;
    for (let i = 0; i < 3; i++) await firstByte(base, e.path, e.body, token);
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) samples.push(await firstByte(base, e.path, e.body, token));
    const s = summarize(samples);
    const ok = s.p95 <= list;
    if (!ok) missed++;
    results.push({ case: e.name, path: e.path, body: e.body, firstByte: s });
    say(`${e.name.padEnd(32)}${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)}  ${ok ? 'ok' : 'MISSED'} (${list} ms)`);
  }
  say(missed === 0 ? 'Every first byte within the list budget.' : `${missed} export(s) over the list budget.`);
}

/**
 * What the audit adds to a write call: Payment/Update (the amount alternating, so every call
 * changes the row and writes an entry) with the payments audit trigger on and off, in one run.
 */
async function auditWriteOverhead() {
  const [payment] = (
    await bench.db.execute<Record<string, unknown>>(sql`
      select p.payment_id as "paymentId", p.booking_id as "bookingId", to_char(p.payment_date, 'YYYY-MM-DD') as "paymentDate",
             p.payment_type::int as "paymentType", p.payment_periode_month::int as "paymentPeriodeMonth",
             p.payment_periode_year::int as "paymentPeriodeYear", p.amount::int as amount
      from payments p join bookings b on b.booking_id = p.booking_id
      where p.payment_type = 2 and p.status = 1 and b.booking_status = 1 and b.status = 1
      order by p.payment_id desc limit 1`)
  ).rows;
  if (!payment) throw new Error('no payment to update');
  let flip = 0;
  const update = () =>
    post('/api/Payment/Update', { ...payment, amount: Number(payment.amount) + (flip++ % 2), remark: '' }, token);
  const setTrigger = (on: boolean) =>
    bench.db.execute(sql.raw(`alter table payments ${on ? 'enable' : 'disable'} trigger payments_audit_update`));
  // Blocks of 10 calls, on and off in turn, so a machine whose load drifts weighs on both alike.
  const samples = { on: [] as number[], off: [] as number[] };
  for (let i = 0; i < WARMUP; i++) await update();
  for (let block = 0; block < (2 * RUNS) / 10; block++) {
    const on = block % 2 === 0;
    await setTrigger(on);
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      await update();
      samples[on ? 'on' : 'off'].push(performance.now() - started);
    }
  }
  await setTrigger(true);
  const on = summarize(samples.on);
  const off = summarize(samples.off);
  say('');
  say(`Payment/Update, ${RUNS} calls each:  audit on p50 ${ms(on.p50)} p95 ${ms(on.p95)}`);
  say(`                                    audit off p50 ${ms(off.p50)} p95 ${ms(off.p95)}`);
  say(`Audit adds ${ms(on.p50 - off.p50)} ms at p50 (budget 2 ms).`);
}
