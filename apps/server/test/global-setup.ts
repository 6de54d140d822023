import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded/embedded-postgres.js';
import { prepareDatabase } from '../src/startup.js';
import { TEST_ADMIN, TEST_TIMEZONE } from './test-constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to a maintenance database of the test PostgreSQL. */
    testServerUrl: string;
    /** The migrated database every test file clones. */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary folder, or the server
 * TEST_DATABASE_URL names (CI runs the suite on the machine's PostgreSQL). A template
 * database is migrated once; each test file clones it (build-test-app.ts).
 */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-test-'));
    fs.chmodSync(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: tempDir, database: 'postgres' });
    serverUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }

  const template = `kamar_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(serverUrl, template);
  const db = createDatabase({ url: templateUrl, timeZone: TEST_TIMEZONE });
  await prepareDatabase(db, {
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    jwtSecret: undefined,
  });
  await db.$client.end();

  project.provide('testServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`kamar_test_${process.pid}_%`, template],
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await stopEmbedded?.();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
