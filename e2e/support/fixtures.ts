import { type BrowserContext, test as base } from '@playwright/test';
import { E2E_PORT } from './constants';
import { signIn } from './helpers';
import { startWorkerServer, type WorkerServer } from './worker-server';

export { expect } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A browser that has never signed in: for the tests of the login screen and of a session's end. */
export const SIGNED_OUT: StorageState = { cookies: [], origins: [] };

/** What the web app keeps of a session (lib/session.ts); the remembered language is left out. */
const SESSION_KEYS = new Set(['Token', 'Username', 'FirstName', 'LastName', 'Email', 'UserId', 'IsAdmin', 'Role']);

/**
 * Every spec's `test`. Each Playwright worker has its own built server (port E2E_PORT + its
 * parallel index, its own fresh data directory): no test sees another worker's records. The
 * administrator signs in through the login screen once per worker, and each test's browser starts
 * with that session (use SIGNED_OUT to start signed out).
 */
export const test = base.extend<object, { kamar: WorkerServer; adminSession: StorageState }>({
  kamar: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(E2E_PORT + workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  adminSession: [
    async ({ kamar, browser }, use) => {
      const context = await browser.newContext({ baseURL: kamar.url, locale: 'en-US', storageState: SIGNED_OUT });
      await signIn(await context.newPage());
      const { origins } = await context.storageState();
      await context.close();
      await use({
        cookies: [],
        origins: origins.map((o) => ({
          ...o,
          localStorage: o.localStorage.filter((item) => SESSION_KEYS.has(item.name)),
        })),
      });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ kamar }, use) => use(kamar.url),
  storageState: async ({ adminSession }, use) => use(adminSession),
});
