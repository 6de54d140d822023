import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { runningServerUrl } from '../../src/db/embedded/connection-file.js';
import { freePort, SERVER_FROM_SOURCE, startProcess, stopProcess } from '../server-process.js';
import { TEST_ADMIN } from '../test-constants.js';

/**
 * kill -9 the server in the middle of 1,000 writes on its embedded PostgreSQL, start it again on
 * the same data directory (the PostgreSQL the killed server left running must be dealt with), and
 * prove that every write the server acknowledged is there, once, and that the totals still agree.
 */
/** Writes go on until this many are acknowledged (those cut off by the kill are not counted). */
const WRITES = Number(process.env.CRASH_WRITES ?? 1000);
const CONCURRENCY = 8;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-crash-'));
fs.chmodSync(dataDir, 0o755);
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server) await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = await startProcess(
    SERVER_FROM_SOURCE,
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD: TEST_ADMIN.password,
      BACKUP_HOUR: 'off',
    },
    `${base}/readyz`,
  );
  const login = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { base, token };
}

function expenseWrite(base: string, token: string, n: number) {
  return fetch(`${base}/api/Expense/Create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ expenseDate: '2026-03-01', expenseCategory: 1, amount: 1000 + n, remark: `CRASH ${n}` }),
  }).then(
    (r) => r.status === 200,
    () => false,
  );
}

it('keeps every acknowledged write across a kill -9 and a restart', async () => {
  const acknowledged = new Set<number>();
  let next = 0;
  let killed = false;
  let crashed = false;
  let first = await start();
  const killAt = Math.floor(WRITES * 0.4);

  // Writers keep going; when 40% are acknowledged, the server is killed without warning.
  const writer = async (target: { base: string; token: string }) => {
    while (acknowledged.size < WRITES && !killed) {
      const n = next++;
      if (await expenseWrite(target.base, target.token, n)) acknowledged.add(n);
      if (!crashed && acknowledged.size >= killAt) {
        crashed = true;
        killed = true;
        server?.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, () => writer(first)));
  const beforeCrash = acknowledged.size;
  expect(crashed, 'the writes were acknowledged until the kill').toBe(true);
  expect(beforeCrash).toBeGreaterThanOrEqual(killAt);
  const dead = server;
  if (dead && dead.exitCode === null && dead.signalCode === null) await new Promise((r) => dead.once('exit', r));

  // The embedded PostgreSQL of the killed server is still running: the next start must cope.
  first = await start();
  killed = false;
  await Promise.all(Array.from({ length: CONCURRENCY }, () => writer(first)));
  expect(acknowledged.size).toBeGreaterThan(beforeCrash);

  // Read back through the database the server runs on.
  const url = runningServerUrl(dataDir, 'kamar');
  if (!url) throw new Error('the restarted server wrote no connection file');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = await client.query<{ remark: string; n: number }>(
    `select remark, count(*)::int as n from expenses where remark like 'CRASH %' group by remark`,
  );
  const stored = new Map(rows.rows.map((r) => [Number(r.remark.slice(6)), r.n]));
  for (const n of acknowledged) expect(stored.get(n), `write ${n}`).toBe(1);
  for (const count of stored.values()) expect(count).toBe(1);
  process.stdout.write(
    `crash test: ${beforeCrash} writes acknowledged before kill -9, ${acknowledged.size} in all; ${stored.size} stored, ${stored.size - acknowledged.size} of them unacknowledged\n`,
  );
  const totals = await client.query<{ kept: string; summed: string }>(
    `select (select coalesce(sum(amount), 0) from money_totals where kind = 4)::text as kept,
            (select coalesce(sum(amount), 0) from expenses where status = 1)::text as summed`,
  );
  expect(totals.rows[0]?.kept).toBe(totals.rows[0]?.summed);
  await client.end();
}, 180_000);
