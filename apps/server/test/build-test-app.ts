import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CallDef, type CallInput, userCalls } from '@kamar/contract';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { CALL_LIMITS, createDatabase, type Database } from '../src/db/client.js';
import type { Clock } from '../src/lib/business-time.js';
import { createAppSettingsService } from '../src/modules/settings/app-settings.service.js';
import type { DatabaseProcessState } from '../src/plugins/health.js';
import { TEST_ADMIN, TEST_TIMEZONE } from './test-constants.js';
import { createTestDatabase } from './test-database.js';

export interface CallResult<T = unknown> {
  statusCode: number;
  body: { status: number; message: string; data: T };
  response: LightMyRequestResponse;
}

/** A clock tests can set; by default it is the real time. */
export class TestClock implements Clock {
  private fixed: Date | null = null;
  now() {
    return this.fixed ?? new Date();
  }
  set(instant: Date | string | null) {
    this.fixed = instant === null ? null : new Date(instant);
  }
}

/**
 * The real application on a database of its own (cloned from the migrated template), driven
 * through `app.inject`: the HTTP layer, schemas, auth and SQL all run for real.
 */
export interface TestAppOptions {
  config?: Partial<Pick<Config, 'trustProxy' | 'serveSourceMaps' | 'webDistDir' | 'gateway' | 'whatsappApiUrl'>>;
  databaseProcess?: DatabaseProcessState;
  /** A database made elsewhere (a restored backup): served as it is, and not dropped by close. */
  databaseUrl?: string;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const serverUrl = inject('testServerUrl');
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-test-backups-'));
  const { name: database, url } = options.databaseUrl
    ? { name: null, url: options.databaseUrl }
    : await createTestDatabase();
  // A server's calls run with its limits: the tests run under them too.
  const db = createDatabase({ url, timeZone: TEST_TIMEZONE, limits: CALL_LIMITS });
  const jwtSecret = await createAppSettingsService(db).jwtSecret();
  const clock = new TestClock();
  const app = await buildApp({
    config: {
      businessTimezone: TEST_TIMEZONE,
      tokenTtlHours: 12,
      webDistDir: null,
      logLevel: 'silent',
      prettyLogs: false,
      backup: { dir: backupDir, hour: null, keepDaily: 14, keepWeekly: 8 },
      // Nothing in the tests reaches Meta: a channel turned on without a fake goes nowhere.
      whatsappApiUrl: 'http://127.0.0.1:9/v21.0',
      ...options.config,
    },
    db,
    jwtSecret,
    clock,
    logger: false,
    ...(options.databaseProcess ? { databaseProcess: options.databaseProcess } : {}),
  });
  await app.ready();

  async function call<C extends CallDef>(
    def: C,
    body: CallInput<C> | Record<string, unknown>,
    token?: string | null,
  ): Promise<CallResult<import('zod').output<C['response']>>> {
    return raw(def.path, JSON.stringify(body), token);
  }

  async function raw(
    path: string,
    payload: string | undefined,
    token?: string | null,
    headers: Record<string, string> = {},
  ) {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    return { statusCode: response.statusCode, body: response.json(), response } as CallResult<never>;
  }

  async function login(username: string, password: string): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { username, password } });
    const token = res.json()?.data?.token;
    if (res.statusCode !== 200 || !token) throw new Error(`login ${username} failed: ${res.body}`);
    return token;
  }

  const adminToken = await login(TEST_ADMIN.username, TEST_ADMIN.password);

  /** Creates a user through the API and signs them in. */
  async function createUser(overrides: Partial<CallInput<typeof userCalls.create>> = {}) {
    const input = {
      username: `u${randomBytes(4).toString('hex')}`,
      firstName: 'Siti',
      lastName: 'Rahayu',
      email: '',
      password: 'password-123',
      ...(overrides.role === undefined ? { isAdmin: false } : {}),
      ...overrides,
    };
    const res = await call(userCalls.create, input, adminToken);
    if (res.statusCode !== 200) throw new Error(`create user failed: ${JSON.stringify(res.body)}`);
    const userId = res.body.data.userId;
    return { ...input, userId, token: await login(input.username, input.password) };
  }

  return {
    app,
    db: db as Database,
    /** This app's database (the message queue connects to it on its own). */
    databaseUrl: url,
    clock,
    /** The folder this app's backups go to (removed by close). */
    backupDir,
    adminToken,
    call,
    raw,
    login,
    createUser,
    async close() {
      await app.close();
      await db.$client.end();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      if (database) await dropper.query(`drop database if exists ${database} with (force)`);
      await dropper.end();
      fs.rmSync(backupDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
