import fs from 'node:fs';
import { backupCalls, backupDownloadUrl } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { AppError } from '../../lib/errors.js';
import { createBackupsService } from './backups.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const download = (fileName: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: backupDownloadUrl(fileName),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('Backup/GetLatest, Backup/Create and the download', () => {
  it('answers no backup at first, then the one taken, which an administrator can download', async () => {
    const none = await t.call(backupCalls.getLatest, {}, t.adminToken);
    expect(none.statusCode).toBe(200);
    expect(none.body.data).toEqual({
      latest: null,
      count: 0,
      dailyHour: null,
      keepDaily: 14,
      keepWeekly: 8,
      lastFailure: null,
      lastSkip: null,
    });

    const created = await t.call(backupCalls.create, {}, t.adminToken);
    expect(created.statusCode).toBe(200);
    const info = created.body.data;
    expect(info).toMatchObject({
      kind: 'manual',
      fileName: expect.stringMatching(/^kamar-\d{8}-\d{6}-manual\.backup\.gz$/),
    });
    expect(info.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const onDisk = fs.readFileSync(`${t.backupDir}/${info.fileName}`);
    expect(info.sizeBytes).toBe(onDisk.length);

    const latest = await t.call(backupCalls.getLatest, {}, t.adminToken);
    expect(latest.body.data).toMatchObject({ latest: info, count: 1 });

    const file = await download(info.fileName, t.adminToken);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${info.fileName}"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(onDisk)).toBe(true);
  });

  it('lets only administrators list, take or download backups', async () => {
    const staff = await t.createUser();
    const taken = (await t.call(backupCalls.create, {}, t.adminToken)).body.data;
    expect((await t.call(backupCalls.getLatest, {}, staff.token)).statusCode).toBe(403);
    expect((await t.call(backupCalls.create, {}, staff.token)).statusCode).toBe(403);
    expect((await download(taken.fileName, staff.token)).statusCode).toBe(403);
    expect((await download(taken.fileName)).statusCode).toBe(401);
  });

  it('answers 404 for a file that is not one of the backups, whatever the name tries', async () => {
    for (const name of [
      'kamar-20200101-000000-manual.backup.gz',
      '../../../etc/passwd',
      '..%2F..%2Fpackage.json',
      'x',
    ]) {
      const res = await download(name, t.adminToken);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().message).toBe(english('backup.notFound'));
    }
  });

  it('takes one backup at a time: a second one asked for meanwhile is refused with words', async () => {
    const answers = await Promise.all([
      t.call(backupCalls.create, {}, t.adminToken),
      t.call(backupCalls.create, {}, t.adminToken),
      t.call(backupCalls.create, {}, t.adminToken),
    ]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes).toContain(200);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.body.message).toBe(english('backup.inProgress'));
    }
  });
});

describe('many backups', () => {
  it('in quick succession keep the newest ones and never lose the one just taken', async () => {
    const service = createBackupsService({
      db: t.db,
      backup: { dir: t.backupDir, hour: null, keepDaily: 14, keepWeekly: 8 },
      timeZone: 'Asia/Jakarta',
    });
    let last = '';
    for (let i = 0; i < 25; i++) last = (await service.take('manual')).fileName;
    const overview = await service.overview();
    expect(overview.latest?.fileName).toBe(last);
    expect(fs.readdirSync(t.backupDir).filter((f) => f.includes('-manual')).length).toBe(10);
  });
});

describe('the daily backup', () => {
  it('is taken once per business day by one of several servers on one database', async () => {
    const backup = { dir: t.backupDir, hour: 0, keepDaily: 14, keepWeekly: 8 };
    const servers = [1, 2, 3].map(() => createBackupsService({ db: t.db, backup, timeZone: 'Asia/Jakarta' }));
    const before = fs.readdirSync(t.backupDir).filter((f) => f.includes('-daily')).length;
    const now = new Date();
    const first = await Promise.all(servers.map((s) => s.dailyIfDue(now)));
    const second = await Promise.all(servers.map((s) => s.dailyIfDue(now)));
    const taken = [...first, ...second].filter((r) => typeof r === 'object');
    expect(taken).toHaveLength(1);
    expect(second).toEqual(['done', 'done', 'done']);
    expect(fs.readdirSync(t.backupDir).filter((f) => f.includes('-daily')).length).toBe(before + 1);
  });

  it('waits for BACKUP_HOUR in business time, and does nothing when off', async () => {
    const at = (hour: number) =>
      createBackupsService({
        db: t.db,
        backup: { dir: t.backupDir, hour, keepDaily: 14, keepWeekly: 8 },
        timeZone: 'Asia/Jakarta',
      });
    // 20:30 UTC is 03:30 the next day in Jakarta.
    expect(await at(4).dailyIfDue(new Date('2026-03-01T20:30:00Z'))).toBe('not yet');
    const off = createBackupsService({
      db: t.db,
      backup: { dir: t.backupDir, hour: null, keepDaily: 14, keepWeekly: 8 },
      timeZone: 'Asia/Jakarta',
    });
    expect(await off.dailyIfDue(new Date())).toBe('off');
  });
});

/** A session of its own on the test database (to hold a lock the server's backup meets). */
async function session() {
  const client = new pg.Client({
    connectionString: (t.db.$client.options as { connectionString: string }).connectionString,
  });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** What a backup may leave behind: sessions still in a COPY or a transaction of its own, advisory locks. */
async function leftBehind(observer: pg.Client) {
  const r = await observer.query<{ copies: number; locks: number }>(
    `select (select count(*)::int from pg_stat_activity where datname = current_database() and query like 'COPY %') as copies,
            (select count(*)::int from pg_locks where locktype = 'advisory' and objid = 7284003) as locks`,
  );
  return r.rows[0];
}

describe('a backup that goes wrong', () => {
  it('is ended when a step makes no progress within its time limit, in words, giving back its connection and the lock', async () => {
    const blocker = await session();
    const observer = await session();
    // A table held by another session: the backup's COPY of it waits, as behind a migration.
    await blocker.query('begin');
    await blocker.query('lock table expenses in access exclusive mode');
    const service = createBackupsService({
      db: t.db,
      backup: { dir: t.backupDir, hour: null, keepDaily: 14, keepWeekly: 8 },
      timeZone: 'Asia/Jakarta',
      stallLimitMs: 1_500,
    });
    const started = performance.now();
    const release = setTimeout(() => void blocker.query('rollback'), 20_000);
    const outcome = await service.take('manual').then(
      () => null,
      (error: unknown) => error,
    );
    const ms = performance.now() - started;
    const left = await leftBehind(observer);
    clearTimeout(release);
    await blocker.query('rollback');
    await blocker.end();
    expect(ms).toBeLessThan(10_000);
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).statusCode).toBe(503);
    expect((outcome as AppError).refusal).toEqual({ code: 'backup.timedOut', params: { seconds: 2 } });
    expect(english('backup.timedOut', { seconds: 2 })).toContain('made no progress for 2 seconds');
    expect(left).toEqual({ copies: 0, locks: 0 });
    expect(fs.readdirSync(t.backupDir).filter((f) => f.endsWith('.partial'))).toEqual([]);
    const { lastFailure } = await service.overview();
    expect(lastFailure).toMatchObject({ kind: 'manual', code: 'backup.timedOut', params: { seconds: 2 } });
    expect(lastFailure?.detail).toMatch(/no progress for 2 s while reading table expenses/);
    await observer.end();

    // The next one is made, and the failure is no longer news.
    expect((await service.take('manual')).kind).toBe('manual');
    expect((await service.overview()).lastFailure).toBeNull();
  });

  it('is recorded when Backup/Create is refused (its note is not undone with the call), and the screen reads it in words', async () => {
    // A file where the backup folder should be: the backup cannot be written.
    fs.rmSync(t.backupDir, { recursive: true, force: true });
    fs.writeFileSync(t.backupDir, 'not a folder');
    try {
      const refused = await t.call(backupCalls.create, {}, t.adminToken);
      expect(refused.statusCode).toBe(500);
      expect(refused.body).toMatchObject({ code: 'backup.failed', message: english('backup.failed') });
      const { lastFailure } = (await t.call(backupCalls.getLatest, {}, t.adminToken)).body.data;
      expect(lastFailure).toMatchObject({ kind: 'manual', code: 'backup.failed', params: {} });
      expect(lastFailure?.detail).toMatch(/EEXIST|ENOTDIR/);
    } finally {
      fs.rmSync(t.backupDir, { force: true });
      fs.mkdirSync(t.backupDir, { recursive: true });
    }
    expect((await t.call(backupCalls.create, {}, t.adminToken)).statusCode).toBe(200);
    expect((await t.call(backupCalls.getLatest, {}, t.adminToken)).body.data.lastFailure).toBeNull();
  });

  it('records a daily backup put off by another one as skipped, with its reason, until a daily one is made', async () => {
    await t.db.execute(sql`delete from app_settings where key = 'backup_last_daily'`);
    const holder = await session();
    await holder.query('select pg_advisory_lock(7284003)');
    const service = createBackupsService({
      db: t.db,
      backup: { dir: t.backupDir, hour: 0, keepDaily: 14, keepWeekly: 8 },
      timeZone: 'Asia/Jakarta',
    });
    try {
      expect(await service.dailyIfDue(new Date())).toBe('busy');
      expect((await service.overview()).lastSkip).toMatchObject({
        kind: 'daily',
        code: 'backup.dailySkippedBusy',
        params: {},
      });
    } finally {
      await holder.query('select pg_advisory_unlock(7284003)');
      await holder.end();
    }
    expect(typeof (await service.dailyIfDue(new Date()))).toBe('object');
    expect((await service.overview()).lastSkip).toBeNull();
  });
});
