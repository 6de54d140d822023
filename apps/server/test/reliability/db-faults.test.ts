import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runningServerUrl } from '../../src/db/embedded/connection-file.js';
import { postmasterPid, type RunningServer, startServer } from './support/servers.js';
import { checkStored, Writers } from './support/writers.js';

/**
 * Database faults under 8 concurrent writers, on the server's embedded PostgreSQL: every backend
 * terminated, then the postmaster killed with kill -9. The process must stay up, answer every
 * request (503 while the database is away, never a reset), resume by itself, and keep every
 * acknowledged write exactly once with the money totals equal to the sums.
 */
const WRITES = Number(process.env.RELIABILITY_WRITES ?? 150);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-faults-'));
let server: RunningServer;
let writers: Writers;
let url: string;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir });
  url = runningServerUrl(dataDir, 'kamar') as string;
  writers = new Writers(server.base, server.token, 'FAULT');
  writers.start();
}, 90_000);

afterAll(async () => {
  await writers?.stop();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('survives every backend being terminated (pg_terminate_backend) under 8 writers', async () => {
  await writers.waitForAcks(WRITES);
  const admin = new pg.Client({ connectionString: url, application_name: 'kamar-test' });
  await admin.connect();
  const faultAt = performance.now();
  const ended = await admin.query<{ n: number }>(
    `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = 'kamar'`,
  );
  await admin.end();
  const resumed = await writers.resumedAfter(faultAt);
  process.stdout.write(`terminate every backend: ${ended.rows[0]?.n} ended, writes resumed after ${resumed} ms\n`);
  await writers.waitForAcks(writers.acknowledged.size + WRITES);
  expect(server.alive()).toBe(true);
  expect(writers.noAnswer, writers.summary()).toBe(0);
  expect(
    [...writers.statuses.keys()].filter((s) => s !== 200 && s !== 503),
    writers.summary(),
  ).toEqual([]);
}, 90_000);

it('survives kill -9 of the embedded postmaster under 8 writers: it is started again', async () => {
  const before = writers.acknowledged.size;
  const faultAt = performance.now();
  process.kill(postmasterPid(dataDir), 'SIGKILL');
  // While PostgreSQL is away the server says so: /readyz 503, writes 503, /healthz still 200.
  let sawNotReady = false;
  while (!sawNotReady && performance.now() - faultAt < 5_000) {
    const ready = await fetch(`${server.base}/readyz`);
    sawNotReady = ready.status === 503;
  }
  expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  const resumed = await writers.resumedAfter(faultAt);
  process.stdout.write(`kill -9 the embedded postmaster: writes resumed after ${resumed} ms\n`);
  await writers.waitForAcks(before + WRITES);
  await writers.stop();
  expect(sawNotReady).toBe(true);
  expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
  expect(server.alive()).toBe(true);
  expect(writers.noAnswer, writers.summary()).toBe(0);
  expect(writers.statuses.get(503) ?? 0, 'some writes met the fault').toBeGreaterThan(0);

  const check = await checkStored(runningServerUrl(dataDir, 'kamar') as string, writers);
  // No pooled connection was lost on the way: the server still shuts down promptly.
  const stopping = performance.now();
  await server.stop();
  expect(performance.now() - stopping).toBeLessThan(15_000);
  process.stdout.write(`  ${writers.summary()}; ${check.stored} stored\n`);
  expect(check.missing).toEqual([]);
  expect(check.twice).toEqual([]);
  expect(check.kept).toBe(check.summed);
}, 90_000);
