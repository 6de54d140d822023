import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runningServerUrl } from '../../src/db/embedded/connection-file.js';
import { writeCraftedBackup } from '../crafted-backup.js';
import { TEST_ADMIN } from '../test-constants.js';
import { type RunningServer, runCli, startServer } from './support/servers.js';

/**
 * `npm run restore -- FILE --force` against the running server's own database while writes go
 * on. A crafted file (a valid header, then 1.5 GiB of zeros: about 1.5 MB on disk) is refused
 * within seconds and megabytes; a good backup is loaded beside the live database and switched in.
 * All along, every write gets an answer within seconds: 200 (503 at worst in the switch), then 401
 * once the restore has ended every session.
 */
const CRAFTED_BYTES = Number(process.env.CRAFTED_BYTES ?? 1.5 * 1024 ** 3);
const ANSWER_WITHIN_MS = 10_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-restore-live-'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-restore-files-'));
let server: RunningServer;

/** Expense/Create every few milliseconds, each answer (or none) kept with when it was sent. */
class Probe {
  readonly answers: { sentAt: number; status: number | 'none'; ms: number; n: number }[] = [];
  private running = true;
  private loop: Promise<void> | undefined;
  constructor(private token: string) {}

  start() {
    this.loop = (async () => {
      for (let n = 0; this.running; n++) {
        const sentAt = performance.now();
        const status = await fetch(`${server.base}/api/Expense/Create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
          body: JSON.stringify({
            expenseDate: '2026-03-01',
            expenseCategory: 1,
            amount: 1000 + n,
            remark: `LIVE ${n}`,
          }),
          signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
        }).then(
          (res) => res.status,
          () => 'none' as const,
        );
        this.answers.push({ sentAt, status, ms: Math.round(performance.now() - sentAt), n });
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
  }

  async stop() {
    this.running = false;
    await this.loop;
  }

  between(from: number, to: number) {
    const seen = this.answers.filter((a) => a.sentAt >= from && a.sentAt < to);
    const statuses: Record<string, number> = {};
    for (const a of seen) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    return { statuses, slowest: Math.max(0, ...seen.map((a) => a.ms)) };
  }
}

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
});

it('refuses a crafted file within seconds and restores a good one beside the live database, the server answering all along', async () => {
  const probe = new Probe(server.token);
  probe.start();
  await new Promise((r) => setTimeout(r, 2_000));
  const beforeBackup = probe.answers.filter((a) => a.status === 200).length;
  const backup = await runCli('backup', [], { DATA_DIR: dataDir });
  expect(backup.code, backup.output).toBe(0);
  const good = /Backup written and verified: (\S+)/.exec(backup.output)?.[1] as string;

  const crafted = path.join(work, 'crafted.backup.gz');
  const craftedSize = await writeCraftedBackup(crafted, { bytes: CRAFTED_BYTES });
  const craftedStart = performance.now();
  const refused = await runCli('restore', [crafted, '--force'], { DATA_DIR: dataDir }, 120_000);
  const craftedEnd = performance.now();

  const restoreStart = performance.now();
  const restored = await runCli('restore', [good, '--force'], { DATA_DIR: dataDir }, 120_000);
  const restoreEnd = performance.now();
  await new Promise((r) => setTimeout(r, 1_000));
  await probe.stop();

  const duringCrafted = probe.between(craftedStart, craftedEnd);
  const duringRestore = probe.between(restoreStart, restoreEnd);
  const none = probe.answers.filter((a) => a.status === 'none').length;
  process.stdout.write(
    `crafted file (${craftedSize} bytes, ${CRAFTED_BYTES} after its header): restore exited ${refused.code} in ${refused.ms} ms, ` +
      `peak ${Math.round(refused.peakBytes / 1e6)} MB; writes meanwhile ${JSON.stringify(duringCrafted.statuses)}, slowest ${duringCrafted.slowest} ms. ` +
      `Good backup restored beside the live database: exited ${restored.code} in ${restored.ms} ms, peak ${Math.round(restored.peakBytes / 1e6)} MB; ` +
      `writes meanwhile ${JSON.stringify(duringRestore.statuses)}, slowest ${duringRestore.slowest} ms; ${none} writes without an answer in all\n`,
  );

  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toContain('The restore failed and nothing was changed');
  expect(refused.output).toContain('its closing line is too long');
  expect(refused.ms).toBeLessThan(30_000);
  expect(refused.peakBytes).toBeLessThan(400 * 1024 * 1024);
  expect(restored.code, restored.output).toBe(0);
  expect(restored.output).toContain('The running server now works on the restored data');
  expect(none).toBe(0);
  expect(duringCrafted.statuses).toEqual({ 200: expect.any(Number) });
  for (const status of Object.keys(duringRestore.statuses)) expect(['200', '503', '401']).toContain(status);
  expect(duringRestore.statuses['200']).toBeGreaterThan(0);
  expect(duringRestore.slowest).toBeLessThan(ANSWER_WITHIN_MS);

  // The old sessions are over; a new one works, on the restored data.
  const check = await fetch(`${server.base}/api/Auth/CheckAuth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    body: '{}',
  });
  expect(check.status).toBe(401);
  const login = await fetch(`${server.base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(login.status).toBe(200);
  const client = new pg.Client({ connectionString: runningServerUrl(dataDir, 'kamar') as string });
  await client.connect();
  try {
    const rows = await client.query<{ n: number }>(
      `select count(*)::int as n from expenses where remark like 'LIVE %'`,
    );
    // What the backup held: the writes acknowledged before it began, and none after it.
    expect(rows.rows[0]?.n).toBeGreaterThanOrEqual(beforeBackup);
    expect(rows.rows[0]?.n).toBeLessThan(probe.answers.filter((a) => a.status === 200).length);
    const databases = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'kamar\\_%' order by 1`,
    );
    expect(databases.rows).toEqual([]);
  } finally {
    await client.end();
  }
}, 300_000);
