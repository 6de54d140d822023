import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDatabase, type Database, PLANNED_PER_CALL_MARK } from './client.js';

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

it('prepares each statement with parameters, and each single select, once per connection, and no more than the cap', async () => {
  const client = await db.$client.connect();
  try {
    const prepared = async () =>
      (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
        (r) => r.name,
      );
    await prepared(); // itself a single select: prepared at its first run
    const before = await prepared();
    // The same text twice: one statement, the same answers.
    for (const n of [1, 2]) {
      const { rows } = await client.query<{ n: number }>('select $1::int + 1 as n', [n]);
      expect(rows).toEqual([{ n: n + 1 }]);
    }
    // Through drizzle too, with a config object.
    await db.$client.query({ text: 'select $1::text as t', values: ['x'] });
    // A single select without parameters (its values written into its text) is prepared too;
    // anything else without parameters (transaction control, several statements, DDL) is not.
    for (const _run of [1, 2]) expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
    await client.query('begin; select 3; commit');
    await client.query('create temporary table scratch (n int)');
    // One marked as planned per call (a name search) is planned for its values every time.
    await client.query(`select $1::text ilike '%a%' as hit /* ${PLANNED_PER_CALL_MARK} */`, ['bab']);
    const after = await prepared();
    expect(after.length - before.length).toBe(2);
    const kept = (client as unknown as { prepared: Map<string, string> }).prepared;
    expect(kept.get('select $1::int + 1 as n')).toBeDefined();
    expect(kept.get('select 2 as two')).toBeDefined();
    expect(kept.has('begin; select 3; commit')).toBe(false);
    expect(kept.has('create temporary table scratch (n int)')).toBe(false);
    // Past the cap a new text runs as it is, unprepared, and still answers.
    const { PREPARED_PER_CONNECTION } = await import('./client.js');
    for (let i = kept.size; i < PREPARED_PER_CONNECTION; i++) kept.set(`filler ${i}`, `unused_${i}`);
    const { rows } = await client.query<{ t: string }>('select $1::text || $2::text as t', ['a', 'b']);
    expect(rows).toEqual([{ t: 'ab' }]);
    expect(kept.has('select $1::text || $2::text as t')).toBe(false);
    expect(await prepared()).toEqual(after);
  } finally {
    client.release(true);
  }
});

it('replaces a connection after its lifetime, with the statements it prepared', async () => {
  const short = createDatabase({
    url: inject('testServerUrl'),
    timeZone: 'Asia/Jakarta',
    maxConnections: 1,
    connectionLifetimeSeconds: 1,
  });
  try {
    const backend = async () => {
      const { rows } = await short.$client.query<{ pid: number; prepared: number }>(
        'select pg_backend_pid() as pid, (select count(*)::int from pg_prepared_statements) as prepared',
      );
      return rows[0] as { pid: number; prepared: number };
    };
    // The read is prepared itself (a single select), so it counts itself.
    const first = await backend();
    expect(first.prepared).toBe(1);
    await short.$client.query('select $1::int as n', [1]);
    expect(await backend()).toEqual({ pid: first.pid, prepared: 2 });
    await new Promise((r) => setTimeout(r, 1_500));
    // A fresh connection: only the read is prepared on it again.
    const next = await backend();
    expect(next.pid).not.toBe(first.pid);
    expect(next.prepared).toBe(1);
  } finally {
    await short.$client.end();
  }
});
