import { authCalls } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { english } from '../../test/english.js';
import { buildApp } from '../app.js';
import { createDatabase } from '../db/client.js';

let state: 'running' | 'restarting' | 'failing' = 'running';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ databaseProcess: () => state });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/healthz and /readyz', () => {
  it('follow the embedded PostgreSQL: ready only while it runs; unhealthy once restarting it keeps failing', async () => {
    expect([(await get('/healthz')).statusCode, (await get('/readyz')).statusCode]).toEqual([200, 200]);
    state = 'restarting';
    expect([(await get('/healthz')).statusCode, (await get('/readyz')).statusCode]).toEqual([200, 503]);
    state = 'failing';
    expect([(await get('/healthz')).statusCode, (await get('/readyz')).statusCode]).toEqual([503, 503]);
    expect((await get('/healthz')).json()).toEqual({ status: 'database cannot be restarted' });
    state = 'running';
  });
});

describe('a database that cannot be reached', () => {
  it('makes calls answer 503 with the envelope and readiness 503, while liveness stays 200', async () => {
    const db = createDatabase({ url: 'postgres://kamar:x@127.0.0.1:1/kamar', timeZone: 'Asia/Jakarta' });
    const app = await buildApp({
      config: {
        businessTimezone: 'Asia/Jakarta',
        tokenTtlHours: 12,
        webDistDir: null,
        logLevel: 'silent',
        prettyLogs: false,
        backup: { dir: '/nonexistent', hour: null, keepDaily: 14, keepWeekly: 8 },
      },
      db,
      jwtSecret: 'a-secret-that-is-long-enough-for-hs256-signing',
      logger: false,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: authCalls.login.path,
        payload: { username: 'admin', password: 'x' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({
        status: 503,
        message: english('database.unavailable'),
        code: 'database.unavailable',
        params: {},
        data: null,
      });
      expect(login.headers['retry-after']).toBe('2');
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.$client.end();
    }
  });
});
