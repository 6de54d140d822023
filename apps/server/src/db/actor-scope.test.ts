import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { IN_TURN, inTurn, runAs, StatementAfterCallEnded, scopedDatabase, withSavepoint } from './actor-scope.js';
import type { Database } from './client.js';

let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await createTestApp();
  db = scopedDatabase(t.db);
  await t.db.execute(sql`create table scope_probe (value text primary key)`);
});
afterAll(() => t.close());

const actor = { userId: 7, username: `o'brien\\; select 1 --`, address: '10.0.0.1', action: 'checkIn' };
const settings = () =>
  db.execute<{ userId: string; username: string; address: string; action: string }>(sql`
    select current_setting('kamar.user_id', true) as "userId", current_setting('kamar.username', true) as username,
           current_setting('kamar.address', true) as address, current_setting('kamar.action', true) as action`);
const probes = async () =>
  (await t.db.execute<{ value: string }>(sql`select value from scope_probe order by value`)).rows.map((r) => r.value);

describe('runAs', () => {
  it('names its actor to the database, quotes and backslashes as they are, for the transaction only', async () => {
    const seen = await runAs(t.db, actor, async () => (await settings()).rows[0]);
    expect(seen).toEqual({ userId: '7', username: actor.username, address: '10.0.0.1', action: 'checkIn' });
    const nested = await runAs(t.db, actor, () =>
      runAs(t.db, { userId: null, username: 'system', address: '' }, async () => (await settings()).rows[0]),
    );
    expect(nested).toEqual({ userId: '', username: 'system', address: '', action: '' });
    const after = (
      await t.db.execute<{ username: string | null }>(sql`
      select nullif(current_setting('kamar.username', true), '') as username`)
    ).rows[0];
    expect(after?.username ?? null).toBeNull();
  });

  it("runs a service's own transaction inside the call's: a throw rolls the whole call back", async () => {
    const call = runAs(t.db, actor, async () => {
      await db.execute(sql`insert into scope_probe values ('outer')`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into scope_probe values ('inner')`);
        throw new Error('refused');
      });
    });
    await expect(call).rejects.toThrow('refused');
    expect(await probes()).toEqual([]);
    await runAs(t.db, actor, async () => {
      await db.transaction((tx) => tx.execute(sql`insert into scope_probe values ('kept')`));
    });
    expect(await probes()).toEqual(['kept']);
  });

  it('keeps the call usable after a refused statement inside withSavepoint', async () => {
    const refused = await runAs(t.db, actor, async () => {
      const error = await withSavepoint(() => db.execute(sql`insert into scope_probe values ('kept')`)).catch(
        (e: { cause?: { code?: string }; code?: string }) => e.cause?.code ?? e.code,
      );
      await db.execute(sql`insert into scope_probe values ('after')`);
      return error;
    });
    expect(refused).toBe('23505');
    expect(await probes()).toEqual(['after', 'kept']);
  });
});

describe('a call that ends while its reads still run', () => {
  it("refuses a sibling read asked for after the call was refused, so it never reaches the next call's connection", async () => {
    let late: Promise<unknown> | undefined;
    let lateAsked!: () => void;
    const asked = new Promise<void>((resolve) => {
      lateAsked = resolve;
    });
    const call = runAs(t.db, actor, () =>
      Promise.all([
        Promise.reject(new Error('refused')),
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          late = Promise.resolve().then(settings);
          lateAsked();
          return late;
        })(),
      ]),
    );
    await expect(call).rejects.toThrow('refused');
    await asked;
    await expect(late).rejects.toBeInstanceOf(StatementAfterCallEnded);
    // The next calls (on the same connections of the pool) read only their own settings.
    for (let i = 0; i < 3; i++) {
      const seen = await runAs(t.db, { ...actor, username: `next ${i}` }, async () => (await settings()).rows[0]);
      expect(seen?.username).toBe(`next ${i}`);
    }
  });
});

describe('inTurn', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('lets IN_TURN.limit write calls of one queue in at once, the rest in arrival order; other queues do not wait', async () => {
    const order: string[] = [];
    let inside = 0;
    let most = 0;
    const call = (queue: string, name: string) =>
      inTurn(queue, async () => {
        inside++;
        most = Math.max(most, inside);
        order.push(`${name} in`);
        await tick();
        inside--;
        order.push(`${name} out`);
        return name;
      });
    const names = Array.from({ length: IN_TURN.limit + 3 }, (_, i) => `p${i + 1}`);
    const payments = names.map((n) => call('Payment', n));
    const expense = call('Expense', 'e1');
    expect(await Promise.all([...payments, expense])).toEqual([...names, 'e1']);
    // Payments at most IN_TURN.limit at once (the expense ran beside them).
    expect(most).toBe(IN_TURN.limit + 1);
    const entered = order.filter((o) => o.startsWith('p') && o.endsWith(' in'));
    expect(entered).toEqual(names.map((n) => `${n} in`));
    // The expense did not wait for the payments past the limit.
    expect(order.indexOf('e1 in')).toBeLessThan(order.indexOf(`p${IN_TURN.limit + 1} in`));
  });

  it('gives the turn on when a call throws, and a call with no queue runs at once', async () => {
    const failing = Array.from({ length: IN_TURN.limit + 2 }, () =>
      inTurn('Booking', async () => {
        await tick();
        throw new Error('refused');
      }),
    );
    for (const f of failing) await expect(f).rejects.toThrow('refused');
    expect(await inTurn('Booking', async () => 'next')).toBe('next');
    expect(await inTurn(undefined, async () => 'free')).toBe('free');
  });

  it('keeps concurrent write calls of one queue correct end to end: each its own transaction', async () => {
    const values = Array.from({ length: 12 }, (_, i) => `turn ${String(i).padStart(2, '0')}`);
    await Promise.all(
      values.map((value) =>
        runAs(t.db, { ...actor, queue: 'Probe' }, () => db.execute(sql`insert into scope_probe values (${value})`)),
      ),
    );
    expect((await probes()).filter((v) => v.startsWith('turn '))).toEqual(values);
  });
});
