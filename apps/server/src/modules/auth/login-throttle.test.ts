import { authCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { LOGIN_THROTTLE } from './auth.service.js';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([createTestApp(), createTestApp({ config: { trustProxy: 1 } })]);
});
afterAll(() => Promise.all([t.close(), proxied.close()]));

const FREE = LOGIN_THROTTLE.freeFailures;

/** Each test from its own address: every sign-in from one address is limited too (sign-in-flood.test.ts). */
let here = '';
let tests = 0;
beforeEach(() => {
  here = `203.0.113.${++tests}`;
});

function login(app: TestApp, body: { username: string; password: string }, from = here, headers = {}) {
  return app.app
    .inject({ method: 'POST', url: authCalls.login.path, payload: body, remoteAddress: from, headers })
    .then((r) => ({
      statusCode: r.statusCode,
      message: r.json().message as string,
      retryAfter: r.headers['retry-after'],
    }));
}

/** Lets the throttle's wait for this username run out, as if time had passed. */
async function waitOut(app: TestApp, username: string) {
  await app.db.execute(
    sql`update login_throttle set next_attempt_at = now() where username = ${username.toLowerCase()}`,
  );
}

describe('sign-in throttle (per username and client address)', () => {
  it(`checks ${FREE} wrong passwords, then makes each next one wait twice as long, with the wait in words`, async () => {
    const u = await t.createUser();
    const wrong = { username: u.username, password: 'wrong-password' };
    for (let i = 0; i < FREE; i++) expect((await login(t, wrong)).statusCode).toBe(401);
    const first = await login(t, wrong);
    expect(first.statusCode).toBe(429);
    expect(first.message).toBe('Too many failed sign-in attempts. Please try again in 2 seconds.');
    expect(first.retryAfter).toBe('2');
    // Even the right password waits: it is not checked at all while the wait lasts.
    expect((await login(t, { username: u.username, password: u.password })).statusCode).toBe(429);

    await waitOut(t, u.username);
    expect((await login(t, wrong)).statusCode).toBe(401);
    expect((await login(t, wrong)).message).toBe('Too many failed sign-in attempts. Please try again in 4 seconds.');
    await waitOut(t, u.username);
    expect((await login(t, wrong)).statusCode).toBe(401);
    expect((await login(t, wrong)).message).toMatch(/in (7|8) seconds\.$/);
  });

  it('lets the owner in from their own device while a stranger elsewhere is held up', async () => {
    const u = await t.createUser();
    for (let i = 0; i < FREE + 3; i++) await login(t, { username: u.username, password: 'guess' }, '198.51.100.9');
    expect((await login(t, { username: u.username, password: 'guess' }, '198.51.100.9')).statusCode).toBe(429);
    expect((await login(t, { username: u.username, password: u.password }, '192.0.2.20')).statusCode).toBe(200);
    // Another user behind the stranger's address is not held up either.
    const other = await t.createUser();
    expect((await login(t, { username: other.username, password: other.password }, '198.51.100.9')).statusCode).toBe(
      200,
    );
  });

  it(`checks exactly ${FREE} of 60 parallel guesses (the count is claimed atomically)`, async () => {
    const u = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => login(t, { username: u.username, password: 'parallel-guess' }, '198.51.100.60')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(FREE);
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - FREE);
  });

  it('starts counting again after a successful sign-in', async () => {
    const u = await t.createUser();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < FREE - 1; i++) {
        expect((await login(t, { username: u.username, password: 'wrong-password' })).statusCode).toBe(401);
      }
      expect((await login(t, { username: u.username, password: u.password })).statusCode).toBe(200);
    }
  });

  it('counts unknown usernames the same way (no hint which users exist)', async () => {
    for (let i = 0; i < FREE; i++) {
      const res = await login(t, { username: 'nobody-at-all', password: 'x' });
      expect(res).toMatchObject({ statusCode: 401, message: english('auth.invalidCredentials') });
    }
    expect((await login(t, { username: 'nobody-at-all', password: 'x' })).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  const forwarded = (address: string) => ({ 'x-forwarded-for': address });

  it('behind a trusted proxy, tells the clients apart by X-Forwarded-For', async () => {
    const u = await proxied.createUser();
    for (let i = 0; i <= FREE; i++)
      await login(proxied, { username: u.username, password: 'x' }, '10.0.0.2', forwarded('198.51.100.1'));
    expect(
      (await login(proxied, { username: u.username, password: 'x' }, '10.0.0.2', forwarded('198.51.100.1'))).statusCode,
    ).toBe(429);
    // The owner comes through the same proxy from another address: let in.
    const owner = await login(
      proxied,
      { username: u.username, password: u.password },
      '10.0.0.2',
      forwarded('192.0.2.5'),
    );
    expect(owner.statusCode).toBe(200);
  });

  it('without it, ignores X-Forwarded-For (a stranger cannot pick a fresh address per guess)', async () => {
    const u = await t.createUser();
    for (let i = 0; i < FREE; i++) {
      await login(t, { username: u.username, password: 'x' }, '198.51.100.77', forwarded(`192.0.2.${i + 1}`));
    }
    const res = await login(t, { username: u.username, password: 'x' }, '198.51.100.77', forwarded('192.0.2.99'));
    expect(res.statusCode).toBe(429);
  });
});
