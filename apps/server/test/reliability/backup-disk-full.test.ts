import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { runningServerUrl } from '../../src/db/embedded/connection-file.js';
import { fillTheDisk } from './support/full-disk.js';
import { type RunningServer, startServer } from './support/servers.js';
import { Writers } from './support/writers.js';

/**
 * Backups against a full disk: BACKUP_DIR on a small tmpfs of its own, filled but for a megabyte
 * (each backup fails in the middle of a table), the database on another disk, 8 writers writing
 * all along. Every backup asked for is answered in words, leaves nothing behind (no open
 * transaction, no lock, no partial file) and is recorded, the daily one too; once space is freed
 * the next backup is made; SIGTERM still stops the server. Needs root (to mount).
 */
const ATTEMPTS = 5;
const SEED_ROWS = 150_000;
const ANSWER_WITHIN_MS = 20_000;
const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-backup-disk-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-backup-data-'));
const backupDir = path.join(mountPoint, 'backups');
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m,mode=0755', 'tmpfs', mountPoint], { stdio: 'ignore' });
  mounted = true;
} catch {
  // Not root, or no right to mount here: the test says it is skipped.
}
let server: RunningServer | undefined;

afterAll(async () => {
  if (server?.alive()) server.child.kill('SIGKILL');
  if (mounted) execFileSync('umount', ['-l', mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  code: string;
  ms: number;
}

async function call(name: string, withinMs = ANSWER_WITHIN_MS): Promise<Answer & { data: unknown }> {
  const s = server as RunningServer;
  const started = performance.now();
  const res = await fetch(`${s.base}/api/Backup/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
    body: '{}',
    signal: AbortSignal.timeout(withinMs),
  }).catch((error: Error) => {
    throw new Error(`Backup/${name} gave no answer within ${withinMs} ms (${error.name})`);
  });
  const body = (await res.json()) as { code?: string; message: string; data: unknown };
  return { status: res.status, code: body.code ?? '', data: body.data, ms: Math.round(performance.now() - started) };
}

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: runningServerUrl(dataDir, 'kamar') as string });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * What a backup may leave behind in the database: a transaction open for seconds (the writers'
 * last milliseconds), and advisory locks.
 */
function leftInTheDatabase() {
  return withDatabase(async (client) => {
    const open = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and xact_start < now() - interval '3 seconds'`,
    );
    const locks = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks where locktype = 'advisory'`,
    );
    return { openTransactions: open.rows[0]?.n ?? -1, advisoryLocks: locks.rows[0]?.n ?? -1 };
  });
}

const partialFiles = () => fs.readdirSync(backupDir).filter((f) => !f.endsWith('.backup.gz'));
type Overview = {
  lastFailure: { kind: string; code: string; detail: string } | null;
  latest: { fileName: string } | null;
};
const overview = async () => (await call('GetLatest')).data as Overview;

it.skipIf(!mounted)(
  'answers every backup on a full disk in words, leaves nothing behind, records it, and carries on once space is freed',
  async () => {
    // BACKUP_HOUR 0: the daily backup is due at once (its first look comes 10 s after the start).
    server = await startServer({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_HOUR: '0' });
    const writers = new Writers(server.base, server.token, 'BACKUPDISK');
    writers.start();
    // Megabytes of rows (in a table of the test's own: no triggers, quick to fill), so that the
    // disk refuses a write while a table is still being read, not only at the start.
    await withDatabase((client) =>
      client.query(
        `create table filler_rows as select i, md5(i::text) || md5((i * 7)::text) as t from generate_series(1, ${SEED_ROWS}) i`,
      ),
    );
    fs.mkdirSync(backupDir, { recursive: true });
    const filler = path.join(mountPoint, 'filler');
    fillTheDisk(filler);
    // Room for the first megabyte of each backup: it fails in the middle of a table.
    fs.truncateSync(filler, fs.statSync(filler).size - 1024 * 1024);

    // The daily backup meets the full disk first: recorded as a failed daily one.
    let daily = await overview();
    for (let waited = 0; daily.lastFailure?.kind !== 'daily' && waited < 40_000; waited += 500) {
      await new Promise((r) => setTimeout(r, 500));
      daily = await overview();
    }
    const leftAfterDaily = await leftInTheDatabase();

    const refused: Answer[] = [];
    for (let i = 0; i < ATTEMPTS; i++) refused.push(await call('Create'));
    const afterManual = await overview();
    const left = await leftInTheDatabase();
    const partial = partialFiles();

    fs.rmSync(filler);
    // A whole backup this time, written and read back: longer on a busy machine.
    const after = await call('Create', 90_000);
    const cleared = await overview();
    await writers.stop();

    const stopStarted = performance.now();
    const exited = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 20_000);
      server?.child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    server.child.kill('SIGTERM');
    const stopped = await exited;
    const stopMs = Math.round(performance.now() - stopStarted);

    process.stdout.write(
      `backups on a full disk: daily one recorded as ${daily.lastFailure?.kind} ${daily.lastFailure?.code} (${daily.lastFailure?.detail}), ` +
        `then ${leftAfterDaily.openTransactions} open transactions and ${leftAfterDaily.advisoryLocks} advisory locks; ` +
        `${refused.length} asked for: ${refused.map((a) => `${a.status} ${a.code} in ${a.ms} ms`).join(', ')}; ` +
        `left behind: ${left.openTransactions} open transactions, ${left.advisoryLocks} advisory locks, ${partial.length} partial files; ` +
        `after freeing space: ${after.status} in ${after.ms} ms; writes meanwhile: ${writers.summary()}; ` +
        `SIGTERM to exit: ${stopped ? `${stopMs} ms` : 'no exit within 20 s'}\n`,
    );
    expect(daily.lastFailure).toMatchObject({ kind: 'daily', code: 'backup.diskFull' });
    expect(leftAfterDaily).toEqual({ openTransactions: 0, advisoryLocks: 0 });
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.code).toBe('backup.diskFull');
    }
    expect(afterManual.lastFailure).toMatchObject({ kind: 'manual', code: 'backup.diskFull' });
    expect(afterManual.lastFailure?.detail).toMatch(/ENOSPC/);
    expect(left).toEqual({ openTransactions: 0, advisoryLocks: 0 });
    expect(partial).toEqual([]);
    expect(after.status).toBe(200);
    expect(cleared.lastFailure).toBeNull();
    expect(cleared.latest?.fileName).toMatch(/-manual\.backup\.gz$/);
    expect(writers.noAnswer, writers.summary()).toBe(0);
    expect(writers.statuses.get(500) ?? 0, writers.summary()).toBe(0);
    expect(stopped).toBe(true);
  },
  180_000,
);
