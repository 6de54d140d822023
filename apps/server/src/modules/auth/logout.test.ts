import { authCalls, tenantCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { TEST_ADMIN } from '../../../test/test-constants.js';
import { decodeJwt, signJwt } from '../../../test/tokens.js';
import { createAppSettingsService } from '../settings/app-settings.service.js';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = await createAppSettingsService(t.db).jwtSecret();
});
afterAll(() => t.close());

describe('Auth/Logout', () => {
  it('ends the token on the server: 401 everywhere from then on, while the same user elsewhere stays signed in', async () => {
    const u = await t.createUser();
    const phone = await t.login(u.username, u.password);
    expect((await t.call(authCalls.logout, {}, u.token)).statusCode).toBe(200);
    for (const [call, body] of [
      [authCalls.checkAuth, {}],
      [tenantCalls.getList, {}],
      [authCalls.logout, {}],
    ] as const) {
      const res = await t.call(call, body, u.token);
      expect(res.statusCode, call.path).toBe(401);
      expect(res.body.message).toBe(english('auth.tokenExpired'));
    }
    expect((await t.call(authCalls.checkAuth, {}, phone)).statusCode).toBe(200);
  });

  it('keeps an ended token refused until it would have expired, then forgets it', async () => {
    const token = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
    await t.call(authCalls.logout, {}, token);
    const { jti } = decodeJwt(token) as { jti: string };
    const kept = await t.db.execute(
      sql`select expires_at > now() as future from revoked_tokens where token_id = ${jti}`,
    );
    expect(kept.rows[0]).toEqual({ future: true });
    await t.db.execute(sql`update revoked_tokens set expires_at = now() - interval '1 second' where token_id = ${jti}`);
    const again = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
    await t.call(authCalls.logout, {}, again);
    const gone = await t.db.execute(sql`select 1 from revoked_tokens where token_id = ${jti}`);
    expect(gone.rows).toHaveLength(0);
  });
});

describe('tokens the server refuses', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses a well-signed token without an expiry', async () => {
    const token = signJwt(secret, { sub: '1', ver: 0, jti: 'no-expiry-token', iat: now() });
    const res = await t.call(authCalls.checkAuth, {}, token);
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe(english('auth.unauthorized'));
  });

  it('refuses a well-signed token without its own id (Logout could not end it)', async () => {
    const token = signJwt(secret, { sub: '1', ver: 0, iat: now(), exp: now() + 600 });
    expect((await t.call(authCalls.checkAuth, {}, token)).statusCode).toBe(401);
  });

  it('accepts the same token with both, so the refusals above are about them', async () => {
    const token = signJwt(secret, { sub: '1', ver: 0, jti: 'complete-token', iat: now(), exp: now() + 600 });
    expect((await t.call(authCalls.checkAuth, {}, token)).statusCode).toBe(200);
  });
});
