import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runningServerUrl } from '../../src/db/embedded/connection-file.js';
import { postgresProcesses, type RunningServer, startServer } from './support/servers.js';
import { checkStored, Writers } from './support/writers.js';

/**
 * A database that hangs instead of failing: the embedded PostgreSQL (postmaster and every
 * backend) stopped with SIGSTOP under 8 writers, then continued. Connections stay open and
 * statements are neither answered nor refused, so only the server's own limits can answer.
 * Every call must answer 503 with the envelope within seconds, /readyz within a second, the
 * writes in flight must be answered too and never be half stored; after SIGCONT writes resume.
 */
const WRITES = Number(process.env.RELIABILITY_WRITES ?? 150);
const HANG_SECONDS = Number(process.env.RELIABILITY_HANG_SECONDS ?? 10);
/** How long a call may take to say the database is not available. */
const CALL_LIMIT_MS = 5_000;
const READY_LIMIT_MS = 1_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-hung-'));
let server: RunningServer;
let writers: Writers;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir });
  writers = new Writers(server.base, server.token, 'HUNG');
  writers.start();
}, 90_000);

afterAll(async () => {
  for (const pid of postgresProcesses(dataDir)) process.kill(pid, 'SIGCONT');
  await writers?.stop();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  what: string;
  status: number;
  code: string | undefined;
  ms: number;
}

/** A call and how long its answer took; one that never answers is given up after the stop (status 0). */
async function timed(what: string, url: string, init?: RequestInit): Promise<Answer> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_SECONDS * 1000) });
    const body = (await res.json()) as { code?: string };
    return { what, status: res.status, code: body.code, ms: ms() };
  } catch (error) {
    return { what: `${what} (${(error as Error).name})`, status: 0, code: undefined, ms: ms() };
  }
}

const post = (token: string | null, body: object): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

it(`answers 503 within seconds while PostgreSQL hangs for ${HANG_SECONDS} s under 8 writers, and keeps every write whole`, async () => {
  await writers.waitForAcks(WRITES);
  const pids = postgresProcesses(dataDir);
  const stoppedAt = performance.now();
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  const calls: Promise<Answer>[] = [];
  const ready: Answer[] = [];
  let continuedAt = 0;
  try {
    // 30 new calls of every kind (reads, a session check, a sign-in), spread over the stop.
    const kinds = [
      ['Room/GetList', '/api/Room/GetList', () => post(server.token, {})],
      ['Tenant/GetList', '/api/Tenant/GetList', () => post(server.token, { pageSize: 10, pageIndex: 0 })],
      ['Auth/CheckAuth', '/api/Auth/CheckAuth', () => post(server.token, {})],
      [
        'Expense/Create',
        '/api/Expense/Create',
        () =>
          post(server.token, { expenseDate: '2026-03-02', expenseCategory: 1, amount: 5, remark: 'during the hang' }),
      ],
      ['Auth/Login', '/api/Auth/Login', () => post(null, { username: 'admin', password: 'not-the-password' })],
    ] as const;
    const spread = ((HANG_SECONDS - 2) * 1000) / 30;
    for (let i = 0; i < 30; i++) {
      const [what, url, init] = kinds[i % kinds.length] as (typeof kinds)[number];
      calls.push(new Promise((r) => setTimeout(r, i * spread)).then(() => timed(what, `${server.base}${url}`, init())));
    }
    while (performance.now() - stoppedAt < (HANG_SECONDS - 2) * 1000) {
      ready.push(await timed('/readyz', `${server.base}/readyz`));
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await new Promise((r) => setTimeout(r, Math.max(0, stoppedAt + HANG_SECONDS * 1000 - performance.now())));
    continuedAt = performance.now();
    for (const pid of pids) process.kill(pid, 'SIGCONT');
  }
  const answers = await Promise.all(calls);
  const resumed = await writers.resumedAfter(continuedAt);
  await writers.waitForAcks(writers.acknowledged.size + WRITES);
  await writers.stop();

  // The writes that were in the database when it stopped, and those sent during the stop.
  const inFlight = writers.answers.filter((a) => a.sentAt < stoppedAt && a.at > stoppedAt);
  const duringStop = writers.answers.filter((a) => a.sentAt >= stoppedAt && a.sentAt < continuedAt);
  const check = await checkStored(runningServerUrl(dataDir, 'kamar') as string, writers);
  const refused = writers.answers.filter((a) => a.status === 503);
  const unknown = refused.filter((a) => a.code === 'database.outcomeUnknown');
  const unknownStored = unknown.filter((a) => check.storedWrites.has(a.n)).length;
  const ms = (list: number[]) => (list.length ? `${Math.min(...list)}-${Math.max(...list)} ms` : 'none');
  const count = (list: { status: number }[]) =>
    JSON.stringify(
      Object.fromEntries(
        [...new Set(list.map((a) => a.status))].map((s) => [s, list.filter((a) => a.status === s).length]),
      ),
    );
  process.stdout.write(
    [
      `PostgreSQL stopped (SIGSTOP of ${pids.length} processes) for ${HANG_SECONDS} s:`,
      `  30 new calls: ${count(answers)} in ${ms(answers.map((a) => a.ms))}`,
      `  /readyz x${ready.length}: ${count(ready)} in ${ms(ready.map((a) => a.ms))}`,
      `  writes in flight at the stop: ${count(inFlight)}, answered ${ms(inFlight.map((a) => Math.round(a.at - stoppedAt)))} after it`,
      `  writes sent during the stop: ${count(duringStop)} in ${ms(duringStop.map((a) => Math.round(a.at - a.sentAt)))}`,
      `  writes resumed ${resumed} ms after SIGCONT; 503 "may have been saved" (COMMIT under way): ${unknown.length}, of which stored ${unknownStored}`,
      `  ${writers.summary()}; ${check.stored} stored`,
      '',
    ].join('\n'),
  );

  for (const a of answers) {
    expect(a.status, JSON.stringify(a)).toBe(503);
    expect(a.code, JSON.stringify(a)).toBe('database.unavailable');
    expect(a.ms, JSON.stringify(a)).toBeLessThan(CALL_LIMIT_MS);
  }
  for (const a of ready) {
    expect(a.status, JSON.stringify(a)).toBe(503);
    expect(a.ms, JSON.stringify(a)).toBeLessThanOrEqual(READY_LIMIT_MS + 100);
  }
  // A write in flight at the stop is answered within the limit too: done (200), or refused (503).
  expect(inFlight.length).toBeGreaterThan(0);
  for (const a of inFlight) expect(a.at - stoppedAt, JSON.stringify(a)).toBeLessThan(CALL_LIMIT_MS);
  for (const a of duringStop) {
    expect(a.status, JSON.stringify(a)).toBe(503);
    expect(a.at - a.sentAt, JSON.stringify(a)).toBeLessThan(CALL_LIMIT_MS);
  }
  expect(refused.length).toBeGreaterThan(0);
  // A write refused as "not available" was rolled back, whole; only one whose COMMIT was under
  // way is answered "it may have been saved", and may be.
  for (const a of refused) {
    expect(['database.unavailable', 'database.outcomeUnknown'], JSON.stringify(a)).toContain(a.code);
    if (a.code === 'database.unavailable') expect(check.storedWrites.has(a.n), JSON.stringify(a)).toBe(false);
  }
  expect(writers.noAnswer, writers.summary()).toBe(0);
  expect(server.alive()).toBe(true);
  expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
  // Whole or not at all: every acknowledged write once, nothing twice, the kept totals equal the sums.
  expect(check.missing).toEqual([]);
  expect(check.twice).toEqual([]);
  expect(check.kept).toBe(check.summed);
}, 180_000);
