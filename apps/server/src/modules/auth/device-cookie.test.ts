import { authCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { DEVICE_COOKIE, LOGIN_THROTTLE, UNTRUSTED_USER_LIMIT } from './auth.service.js';

/**
 * OWASP's device cookies ("Slow brute force"): a device that has signed in before carries a
 * signed cookie naming the username, and signing in as that username from it is held up only by
 * that device's own failures, never by the throttles aimed at everyone else: the tenants on the
 * kos Wi-Fi guessing the owner's password, or strangers guessing it from many addresses.
 */
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([createTestApp(), createTestApp({ config: { trustProxy: 1 } })]);
});
afterAll(() => Promise.all([t.close(), proxied.close()]));

interface Attempt {
  username: string;
  password: string;
  from?: string;
  device?: string | undefined;
  headers?: Record<string, string>;
}

async function login(app: TestApp, { username, password, from = '198.51.100.20', device, headers = {} }: Attempt) {
  const res = await app.app.inject({
    method: 'POST',
    url: authCalls.login.path,
    payload: { username, password },
    remoteAddress: from,
    headers: { ...headers, ...(device ? { cookie: device } : {}) },
  });
  const setCookie = [res.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return { statusCode: res.statusCode, cookie, device: cookie?.split(';')[0] };
}

/** Guesses the username's password from `from` until the throttle answers 429. */
async function guessUntilHeld(app: TestApp, username: string, from: string, headers = {}) {
  for (let i = 0; i < 40; i++) {
    if ((await login(app, { username, password: `guess-${i}`, from, headers })).statusCode === 429) return;
  }
  throw new Error('never held up');
}

describe('the device cookie', () => {
  it('is given on a successful sign-in only: HttpOnly, SameSite=Strict, for the sign-in call, Secure over HTTPS', async () => {
    const u = await t.createUser();
    expect((await login(t, { username: u.username, password: 'wrong-password' })).cookie).toBeUndefined();
    const ok = await login(t, { username: u.username, password: u.password });
    expect(ok.statusCode).toBe(200);
    const parts = (ok.cookie ?? '').split(/;\s*/);
    expect(parts[0]).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`));
    expect(parts).toEqual(
      expect.arrayContaining([
        'HttpOnly',
        'SameSite=Strict',
        `Path=${authCalls.login.path}`,
        expect.stringMatching(/^Max-Age=\d+$/),
      ]),
    );
    expect(parts).not.toContain('Secure');
    // Behind a proxy that says the browser came over HTTPS, the cookie goes over HTTPS only.
    const v = await proxied.createUser();
    const https = await login(proxied, {
      username: v.username,
      password: v.password,
      from: '10.0.0.2',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.9' },
    });
    expect(https.cookie?.split(/;\s*/)).toContain('Secure');
  });

  it('lets the owner in from the kos Wi-Fi while the tenants on it guess the owner’s password and flood it with other names', async () => {
    const owner = await t.createUser();
    const wifi = '198.51.100.30';
    const { device } = await login(t, { username: owner.username, password: owner.password, from: wifi });
    await guessUntilHeld(t, owner.username, wifi);
    for (let i = 0; i < 30; i++) await login(t, { username: `tenant${i}`, password: 'guess', from: wifi });
    // Everyone on that address is held up, the owner on a new phone too...
    expect((await login(t, { username: owner.username, password: owner.password, from: wifi })).statusCode).toBe(429);
    // ...but not the owner's own device.
    expect(
      (await login(t, { username: owner.username, password: owner.password, from: wifi, device })).statusCode,
    ).toBe(200);
  });

  it('holds up a device by its own failures only, and another device not at all', async () => {
    const u = await t.createUser();
    const { device } = await login(t, { username: u.username, password: u.password, from: '198.51.100.40' });
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
      expect(
        (await login(t, { username: u.username, password: 'typo', from: '198.51.100.40', device })).statusCode,
      ).toBe(401);
    }
    expect(
      (await login(t, { username: u.username, password: u.password, from: '198.51.100.40', device })).statusCode,
    ).toBe(429);
    expect((await login(t, { username: u.username, password: u.password, from: '198.51.100.41' })).statusCode).toBe(
      200,
    );
  });

  it('is ignored when altered or made for another username', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const from = '198.51.100.50';
    const { device } = await login(t, { username: a.username, password: a.password, from });
    const value = (device ?? '').split('=')[1] ?? '';
    const altered = `${DEVICE_COOKIE}=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    await guessUntilHeld(t, a.username, from);
    await guessUntilHeld(t, b.username, from);
    expect((await login(t, { username: a.username, password: a.password, from, device: altered })).statusCode).toBe(
      429,
    );
    expect((await login(t, { username: b.username, password: b.password, from, device })).statusCode).toBe(429);
    expect((await login(t, { username: a.username, password: a.password, from, device })).statusCode).toBe(200);
  });

  it('keeps the owner in while strangers guess the password from ever new addresses, who are held up for that username', async () => {
    const owner = await proxied.createUser();
    const { device } = await login(proxied, {
      username: owner.username,
      password: owner.password,
      from: '10.0.0.2',
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });
    let held = false;
    for (let i = 0; i < UNTRUSTED_USER_LIMIT.freeFailures + 2 && !held; i++) {
      const at = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      held =
        (await login(proxied, { username: owner.username, password: `guess-${i}`, from: '10.0.0.2', headers: at }))
          .statusCode === 429;
    }
    expect(held).toBe(true);
    const fresh = { 'x-forwarded-for': '203.0.113.250' };
    expect(
      (await login(proxied, { username: owner.username, password: owner.password, from: '10.0.0.2', headers: fresh }))
        .statusCode,
    ).toBe(429);
    expect(
      (
        await login(proxied, {
          username: owner.username,
          password: owner.password,
          from: '10.0.0.2',
          headers: { 'x-forwarded-for': '192.0.2.77' },
          device,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('writes the address the nearest proxy saw in the audit, never one the client wrote', async () => {
    const u = await proxied.createUser();
    await login(proxied, {
      username: u.username,
      password: 'wrong-password',
      from: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 192.0.2.123' },
    });
    const { rows } = await proxied.db.execute<{ address: string }>(
      sql`select address from audit_log where action = 'signInFailed' and username = ${u.username}`,
    );
    expect(rows.map((r) => r.address)).toEqual(['192.0.2.123']);
  });
});
