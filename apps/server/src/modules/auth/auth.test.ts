import { createHmac } from 'node:crypto';
import { authCalls, userCalls } from '@kamar/contract';
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

describe('Auth/Login', () => {
  it('answers the session and a token that CheckAuth accepts', async () => {
    const res = await t.call(authCalls.login, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 1, message: '' });
    expect(res.body.data).toMatchObject({
      userId: 1,
      username: 'admin',
      isAdmin: true,
      role: 1,
      firstName: 'Administrator',
    });
    expect(Object.keys(res.body.data).sort()).toEqual([
      'businessToday',
      'email',
      'firstName',
      'isAdmin',
      'lastName',
      'role',
      'token',
      'userId',
      'username',
    ]);
    const check = await t.call(authCalls.checkAuth, {}, res.body.data.token);
    expect(check.statusCode).toBe(200);
    expect(check.body.data).toMatchObject({ userId: 1, username: 'admin', isAdmin: true });
  });

  it('matches the username without regard to case', async () => {
    const res = await t.call(authCalls.login, { username: 'ADMIN', password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same words', async () => {
    const wrong = await t.call(authCalls.login, { username: 'admin', password: 'nope-nope' });
    const unknown = await t.call(authCalls.login, { username: 'nobody-here', password: 'nope-nope' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({
        status: 401,
        message: english('auth.invalidCredentials'),
        code: 'auth.invalidCredentials',
        params: {},
        data: null,
      });
    }
  });

  it('names the missing field', async () => {
    const noName = await t.call(authCalls.login, { username: '  ', password: 'x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body.message).toBe(english('field.required', { field: 'username' }));
    const noPassword = await t.call(authCalls.login, { username: 'admin' });
    expect(noPassword.body.message).toBe(english('field.required', { field: 'password' }));
    expect(noPassword.body.data).toEqual({
      errors: [
        {
          field: 'password',
          message: english('field.required', { field: 'password' }),
          code: 'field.required',
          params: { field: 'password' },
        },
      ],
    });
  });

  it('refuses a disabled user even with the right password', async () => {
    const u = await t.createUser();
    await t.call(userCalls.delete, { userId: u.userId, status: 1 }, t.adminToken);
    const res = await t.call(authCalls.login, { username: u.username, password: u.password });
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe(english('auth.userDisabled'));
  });
});

describe('Auth/CheckAuth and tokens', () => {
  it("answers the business's today by the server's clock in the business time zone, not the UTC day", async () => {
    try {
      // 18:30 UTC on 10 March is 01:30 on 11 March in Jakarta.
      t.clock.set('2027-03-10T18:30:00Z');
      const check = await t.call(authCalls.checkAuth, {}, t.adminToken);
      expect(check.statusCode).toBe(200);
      expect(check.body.data).toMatchObject({ userId: 1, username: 'admin', businessToday: '2027-03-11' });
      const login = await t.call(authCalls.login, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
      expect(login.body.data.businessToday).toBe('2027-03-11');
      // 16:59 UTC is still 23:59 the same day there.
      t.clock.set('2027-03-10T16:59:00Z');
      expect((await t.call(authCalls.checkAuth, {}, t.adminToken)).body.data.businessToday).toBe('2027-03-10');
    } finally {
      t.clock.set(null);
    }
  });

  it('accepts CheckAuth with no body at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: authCalls.checkAuth.path,
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 Unauthorized without a token', async () => {
    const res = await t.call(authCalls.checkAuth, {});
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({
      status: 401,
      message: english('auth.unauthorized'),
      code: 'auth.unauthorized',
      params: {},
      data: null,
    });
  });

  it('answers 401 Token has expired for an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(secret, { sub: '1', ver: 0, iat: now - 7200, exp: now - 60 });
    const res = await t.call(authCalls.checkAuth, {}, token);
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe(english('auth.tokenExpired'));
  });

  it('refuses a well-signed token older than TOKEN_TTL_HOURS whatever its exp says, and one that does not say when it was signed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const year = 365 * 24 * 3600;
    const ttl = 12 * 3600;
    const token = (claims: object) => signJwt(secret, { sub: '1', ver: 0, jti: `age-${Math.random()}`, ...claims });
    // Signed within the lifetime, with a year's exp: good until TOKEN_TTL_HOURS after its signing.
    expect((await t.call(authCalls.checkAuth, {}, token({ iat: now - ttl + 120, exp: now + year }))).statusCode).toBe(
      200,
    );
    const old = await t.call(authCalls.checkAuth, {}, token({ iat: now - ttl - 60, exp: now + year }));
    expect(old.statusCode).toBe(401);
    expect(old.body.message).toBe(english('auth.tokenExpired'));
    for (const claims of [
      { exp: now + year },
      { iat: now + 3600, exp: now + year },
      { iat: String(now), exp: now + year },
    ]) {
      const res = await t.call(authCalls.checkAuth, {}, token(claims));
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
      expect(res.body.message).toBe(english('auth.unauthorized'));
    }
  });

  it('refuses tampered, foreign-signed and unsigned tokens', async () => {
    const [head, , sig] = t.adminToken.split('.');
    const payload = { ...decodeJwt(t.adminToken), sub: '2' };
    const tampered = `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${sig}`;
    const foreign = signJwt('another-secret-another-secret-1234', decodeJwt(t.adminToken));
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${t.adminToken.split('.')[1]}.`;
    // Well signed, but with no expiry, or another algorithm.
    const endless = signJwt(secret, { sub: '1', ver: 0, jti: 'endless' });
    const [, body] = t.adminToken.split('.');
    const hs512Head = Buffer.from('{"alg":"HS512","typ":"JWT"}').toString('base64url');
    const hs512 = `${hs512Head}.${body}.${createHmac('sha512', secret).update(`${hs512Head}.${body}`).digest('base64url')}`;
    for (const token of [tampered, foreign, unsigned, endless, hs512, 'not-a-token', `${t.adminToken}x`]) {
      const res = await t.call(authCalls.checkAuth, {}, token);
      expect(res.statusCode, token).toBe(401);
      expect(res.body.message).toBe(english('auth.unauthorized'));
    }
  });

  it('refuses a well-signed token for a user that does not exist', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(secret, { sub: '999999', ver: 0, iat: now, exp: now + 600 });
    expect((await t.call(authCalls.checkAuth, {}, token)).statusCode).toBe(401);
  });

  it("ends a user's tokens the moment the user is disabled, and not before", async () => {
    const u = await t.createUser();
    expect((await t.call(authCalls.checkAuth, {}, u.token)).statusCode).toBe(200);
    await t.call(userCalls.delete, { userId: u.userId, status: 1 }, t.adminToken);
    expect((await t.call(authCalls.checkAuth, {}, u.token)).statusCode).toBe(401);
    // Enabled again, the old token stays dead: a new sign-in is needed.
    await t.call(userCalls.delete, { userId: u.userId, status: 2 }, t.adminToken);
    expect((await t.call(authCalls.checkAuth, {}, u.token)).statusCode).toBe(401);
    const fresh = await t.login(u.username, u.password);
    expect((await t.call(authCalls.checkAuth, {}, fresh)).statusCode).toBe(200);
  });
});

describe('the HTTP layer', () => {
  it('answers malformed JSON, a wrong content type, an empty body and a huge body with a 4xx envelope', async () => {
    const broken = await t.raw(authCalls.login.path, '{"username": "admin",');
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toEqual({
      status: 400,
      message: english('request.malformedJson'),
      code: 'request.malformedJson',
      params: {},
      data: null,
    });

    const text = await t.raw(authCalls.login.path, 'username=admin', null, { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.body.message).toBe(english('request.unsupportedMediaType'));

    const empty = await t.raw(authCalls.login.path, '');
    expect(empty.statusCode).toBe(400);

    const huge = await t.raw(authCalls.login.path, JSON.stringify({ username: 'a'.repeat(2_000_000), password: 'x' }));
    expect(huge.statusCode).toBe(413);
    expect(huge.body.message).toBe(english('request.tooLarge'));

    for (const body of ['[]', '"admin"', 'null', '42']) {
      const res = await t.raw(authCalls.login.path, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message: english('request.invalid') });
    }
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await t.raw('/api/Nothing/Here', '{}');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({
      status: 404,
      message: english('request.notFound'),
      code: 'request.notFound',
      params: {},
      data: null,
    });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('describes every call in the OpenAPI document and serves its UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const call of [...Object.values(authCalls), ...Object.values(userCalls)]) {
      expect(doc.paths[call.path]?.post, call.path).toBeDefined();
    }
    expect(doc.paths['/api/User/Create'].post.requestBody.content['application/json'].schema.required).toContain(
      'username',
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
