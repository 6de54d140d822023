import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { runningServerUrl } from '../../src/db/embedded/connection-file.js';
import { withDatabase } from '../global-setup.js';
import { startThrowawayCluster, type ThrowawayCluster } from './support/debian-postgres.js';
import { type RunningServer, runCli, startServer } from './support/servers.js';
import { checkStored, Writers } from './support/writers.js';

/**
 * `npm run backup` while 8 writers keep writing, then `npm run restore` into a fresh DATA_DIR and
 * into the machine's own PostgreSQL (another major version: 15 on Debian 12, against the
 * embedded 18). A server starts on the restored data; every write acknowledged before the backup
 * began is there once, the money totals equal the sums, and signing in works.
 */
const WRITES = Number(process.env.RELIABILITY_WRITES ?? 150);
const source = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-backup-src-'));
const target = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-backup-dst-'));
const servers: RunningServer[] = [];
let writers: Writers;
let before: Set<number>;
let backupFile = '';
let cluster: ThrowawayCluster | null = null;

beforeAll(async () => {
  const server = await startServer({ DATA_DIR: source });
  servers.push(server);
  writers = new Writers(server.base, server.token, 'BACKUP');
  writers.start();
}, 90_000);

afterAll(async () => {
  await writers?.stop();
  await Promise.all(servers.map((s) => s.stop()));
  cluster?.stop();
  for (const dir of [source, target]) fs.rmSync(dir, { recursive: true, force: true });
});

it('backs up under 8 writers; restored into a fresh DATA_DIR, a server starts on it with every earlier write', async () => {
  await writers.waitForAcks(WRITES);
  before = new Set(writers.acknowledged.keys());
  const backupStarted = performance.now();
  const backup = await runCli('backup', [], { DATA_DIR: source });
  const backupMs = Math.round(performance.now() - backupStarted);
  const afterBackup = writers.acknowledged.size;
  await writers.waitForAcks(afterBackup + 20);
  await writers.stop();
  expect(backup.code, backup.output).toBe(0);
  expect(backup.output).toMatch(/Backing up: table \d+\/\d+/);
  backupFile = /Backup written and verified: (\S+)/.exec(backup.output)?.[1] ?? '';
  expect(fs.existsSync(backupFile)).toBe(true);
  expect(afterBackup, 'writes went on while the backup ran').toBeGreaterThan(before.size);

  const restoreStarted = performance.now();
  const restore = await runCli('restore', [backupFile], { DATA_DIR: target });
  const restoreMs = Math.round(performance.now() - restoreStarted);
  expect(restore.code, restore.output).toBe(0);
  process.stdout.write(
    `backup under 8 writers: ${backupMs} ms (${fs.statSync(backupFile).size} bytes); restore into a new DATA_DIR ${restoreMs} ms\n`,
  );

  const restored = await startServer({ DATA_DIR: target });
  servers.push(restored);
  const check = await checkStored(runningServerUrl(target, 'kamar') as string, writers, before);
  expect(check.missing, 'writes acknowledged before the backup began').toEqual([]);
  expect(check.twice).toEqual([]);
  expect(check.kept).toBe(check.summed);
  expect(check.stored).toBeLessThanOrEqual(writers.acknowledged.size + 8);
}, 120_000);

it("restores into the machine's own PostgreSQL, another major version (the way to a managed database)", async () => {
  expect(backupFile, 'the backup of the first test').not.toBe('');
  let url: string;
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const database = `kamar_restore_${process.pid}`;
    const admin = new pg.Client({ connectionString: inject('testServerUrl') });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    await admin.end();
    url = withDatabase(external, database);
  } else {
    cluster = await startThrowawayCluster();
    if (!cluster) return; // no Debian PostgreSQL on this machine: the embedded test above stands
    url = await cluster.urlOf('kamar_restore');
  }
  const restore = await runCli('restore', [backupFile], { DATABASE_URL: url });
  expect(restore.code, restore.output).toBe(0);
  const version = new pg.Client({ connectionString: url });
  await version.connect();
  const major = (
    await version.query<{ v: string }>(`select current_setting('server_version_num') as v`)
  ).rows[0]?.v.slice(0, 2);
  await version.end();
  process.stdout.write(`restored into PostgreSQL ${major}: ${restore.output.trim().split('\n').at(-2)}\n`);

  const check = await checkStored(url, writers, before);
  expect(check.missing).toEqual([]);
  expect(check.twice).toEqual([]);
  expect(check.kept).toBe(check.summed);
  const server = await startServer({ DATABASE_URL: url });
  servers.push(server);
  expect(server.token).toMatch(/^ey/);

  // A second restore onto it is refused, and changes nothing.
  const again = await runCli('restore', [backupFile], { DATABASE_URL: url });
  expect(again.code).toBe(1);
  expect(again.output).toContain('The target database is not empty');
  expect((await checkStored(url, writers, before)).stored).toBe(check.stored);
}, 120_000);
