import fs from 'node:fs';
import { backupCalls, backupDownloadUrl } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
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
