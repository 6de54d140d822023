import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { runAs, scopedDatabase } from './actor-scope.js';
import type { Database } from './client.js';
import { preparedRead } from './prepared-read.js';

let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await createTestApp();
  db = scopedDatabase(t.db);
  await t.db.execute(sql`create table prepared_probe (key text primary key, value text not null)`);
  await t.db.execute(sql`insert into prepared_probe values ('colour', 'blue')`);
});
afterAll(() => t.close());

const actor = { userId: null, username: 'system', address: '' };

describe('preparedRead', () => {
  it('reads by its prepared statement outside a call, and inside one sees the call’s own writes', async () => {
    const built: string[] = [];
    const query = (key: unknown) =>
      db.execute<{ value: string }>(sql`select value from prepared_probe where key = ${key}`).then((r) => r.rows);
    const prepared = {
      execute: async (values?: { key: string }) =>
        (await query(values?.key)).map((row) => ({ ...row, prepared: true })),
    };
    const read = preparedRead(prepared, (values: { key: string }) => {
      built.push(values.key);
      return query(values.key);
    });
    expect(await read({ key: 'colour' })).toEqual([{ value: 'blue', prepared: true }]);
    expect(built).toEqual([]);
    const inside = await runAs(t.db, actor, async () => {
      await db.execute(sql`update prepared_probe set value = 'green' where key = 'colour'`);
      return read({ key: 'colour' });
    });
    expect(inside).toEqual([{ value: 'green' }]);
    expect(built).toEqual(['colour']);
  });
});
