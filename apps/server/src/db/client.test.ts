import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from './client.js';

let db: Database;
let admin: pg.Client;
beforeAll(async () => {
  db = createDatabase({ url: inject('testServerUrl'), timeZone: 'Asia/Jakarta', maxConnections: 2 });
  admin = new pg.Client({ connectionString: inject('testServerUrl'), application_name: 'kamar-test' });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await db.$client.end();
});

it('gives back to the pool a client whose connection died while its holder forgot it', async () => {
  // What drizzle's transaction does when BEGIN meets a dead connection: it never releases.
  const forgotten = await db.$client.connect();
  const pid = (await forgotten.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await expect(forgotten.query('begin')).rejects.toThrow();
  expect(db.$client.totalCount).toBe(1);
  await new Promise((r) => setTimeout(r, 5_500));
  expect(db.$client.totalCount).toBe(0);
  // The whole pool (two connections) serves again, and ends without waiting for the lost one.
  const [a, b] = await Promise.all([db.$client.connect(), db.$client.connect()]);
  a.release();
  b.release();
}, 20_000);
