import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { authCalls, documentCalls, paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { makeBooking } from '../../../test/factories/money.js';
import { TEST_ADMIN } from '../../../test/test-constants.js';
import { signJwt } from '../../../test/tokens.js';
import { databaseRoutines } from '../../database-routines.js';
import { createAppSettingsService } from '../settings/app-settings.service.js';
import { restoreBackup } from './backup-restore.js';
import { writeBackup } from './backup-writer.js';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-restore-keys-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const connect = async () => {
  const client = new pg.Client({
    connectionString: (t.db.$client.options as { connectionString: string }).connectionString,
  });
  await client.connect();
  return client;
};
const tokenOf = (url: string) => url.split('/s/')[1] as string;
const openShared = (token: string) => t.raw('/api/Share/GetDocument', JSON.stringify({ token }), null);

async function shareLink(token: string) {
  const booking = await makeBooking(t.db, {
    tenantName: `KEYS ${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  });
  const payment = await t.call(
    paymentCalls.create,
    {
      bookingId: booking.bookingId,
      paymentDate: '2026-05-03',
      paymentType: 2,
      paymentPeriodeMonth: 5,
      paymentPeriodeYear: 2026,
      amount: 1_000_000,
    },
    token,
  );
  const link = await t.call(documentCalls.paymentShareLink, { paymentId: payment.body.data.paymentId }, token);
  return tokenOf(link.body.data.url);
}

describe('signing keys and backups', () => {
  it('a backup holds no signing key; after a restore every session and every share link sent before ends', async () => {
    const settings = createAppSettingsService(t.db);
    const keys = [await settings.jwtSecret(), await settings.shareLinkSecret()];
    const sent = await shareLink(t.adminToken);
    const staff = await t.createUser();
    expect((await openShared(sent)).statusCode).toBe(200);

    const file = path.join(dir, 'keys.backup.gz');
    const client = await connect();
    try {
      await writeBackup(client, file, { kind: 'manual' });
      const text = gunzipSync(fs.readFileSync(file)).toString('utf8');
      for (const key of keys) expect(text).not.toContain(key);

      // A token signed with the key the database had, with a year's expiry: the key is not in the
      // file, so this is what an attacker would need the live server for.
      const now = Math.floor(Date.now() / 1000);
      const forged = signJwt(keys[0] as string, { sub: '1', ver: 0, jti: 'keys', iat: now, exp: now + 365 * 86_400 });
      expect((await t.call(authCalls.checkAuth, {}, forged)).statusCode).toBe(200);

      await restoreBackup(client, file, databaseRoutines(), { force: true });
      const left = await client.query(`select key from app_settings where key like '%secret%'`);
      expect(left.rows).toEqual([]);
    } finally {
      await client.end();
    }

    for (const token of [t.adminToken, staff.token]) {
      const res = await t.call(authCalls.checkAuth, {}, token);
      expect(res.statusCode).toBe(401);
      expect(res.body.message).toBe(english('auth.tokenExpired'));
    }
    const gone = await openShared(sent);
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toBe(english('shareLink.notFound'));

    // Signing in again works, and so do the links made from now on, under a new key.
    const admin = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await t.call(authCalls.checkAuth, {}, admin)).statusCode).toBe(200);
    expect((await openShared(await shareLink(admin))).statusCode).toBe(200);
    const newKey = await t.db.execute<{ value: string }>(
      sql`select value from app_settings where key = 'share_link_secret'`,
    );
    expect(newKey.rows[0]?.value).not.toBe(keys[1]);
  });
});
