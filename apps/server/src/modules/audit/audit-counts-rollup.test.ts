import { auditCalls } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditCountDifferences } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { TEST_TIMEZONE } from '../../../test/test-constants.js';
import type { Database } from '../../db/client.js';
import { jumpSettings } from '../../db/paging.js';
import { createAuditRepository } from './audit.repository.js';
import { createAuditService } from './audit.service.js';
import { rollUpBefore, startAuditCountsSchedule } from './audit-counts-schedule.js';

let t: TestApp;
let before = '';
/** Business days back from today: 0 today, 1 yesterday... */
const day = (back: number) => {
  const d = new Date(`${before}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 2 - back);
  return d.toISOString().slice(0, 10);
};
const KEYS = [
  ['cardVendor', 'create', 'rollup-ani'],
  ['cardVendor', 'update', 'rollup-ani'],
  ['tenant', 'update', 'rollup-budi'],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  before = rollUpBefore(new Date(), TEST_TIMEZONE);
});
afterAll(() => t.close());
afterEach(() => {
  jumpSettings.fromOffset = 2_000;
});

/**
 * Entries of `days` written through `sessions` connections at once (each its own server process,
 * so its own slot), every key of KEYS twice per session and day, at noon business time.
 */
async function writeThroughSessions(sessions: number, days: number[]) {
  const clients = await Promise.all(Array.from({ length: sessions }, () => t.db.$client.connect()));
  try {
    for (const client of clients)
      for (const back of days)
        for (const [entity, action, username] of KEYS)
          await client.query(
            `insert into audit_log (entity, action, username, audit_date)
             select $1, $2, $3, ($4::date + interval '12 hours')::timestamptz from generate_series(1, 2)`,
            [entity, action, username, day(back)],
          );
  } finally {
    for (const client of clients) client.release();
  }
}

type CountRow = { day: string; entity: string; action: string; username: string; slot: number; entries: number };
async function countRows(where = sql`true`) {
  const r = await t.db.execute<CountRow>(
    sql`select day::text, entity, action, username, slot, entries::int as entries from audit_counts where ${where} order by 1, 2, 3, 4, 5`,
  );
  return r.rows;
}

/** What the audit list answers: its totals under several filters and pages asked by number through the counts. */
async function listAnswers() {
  jumpSettings.fromOffset = 0;
  const answers: unknown[] = [];
  for (const filter of [{}, { username: 'rollup-ani' }, { entity: 'tenant' }, { dateTo: day(3) }]) {
    for (const pageIndex of [0, 2, 5, 9]) {
      const res = await t.call(auditCalls.getList, { ...filter, pageSize: 4, pageIndex }, t.adminToken);
      expect(res.statusCode).toBe(200);
      const { totalData, listData } = res.body.data;
      answers.push({ filter, pageIndex, totalData, rows: listData.map((e) => [e.rowNumber, e.auditId]) });
    }
  }
  return answers;
}

const rollUp = (db: Database = t.db) => createAuditRepository(db).rollUpCounts(before);
const recent = () => sql`day >= ${day(2)}::date`;
const past = () => sql`day < ${day(2)}::date`;

describe('the roll-up of the audit counts', () => {
  it('folds the slots of the days before two business days back into one row per key, sums unchanged', async () => {
    await writeThroughSessions(3, [0, 1, 2, 3, 6]);
    const pastRows = await countRows(sql`${past()} and username like 'rollup-%'`);
    expect(pastRows).toHaveLength(2 * KEYS.length * 3);
    expect(new Set(pastRows.map((r) => r.slot)).size).toBe(3);
    const recentBefore = await countRows(recent());
    expect(recentBefore.filter((r) => r.username.startsWith('rollup-'))).toHaveLength(3 * KEYS.length * 3);
    const answersBefore = await listAnswers();

    const done = await rollUp();

    expect(done).toEqual({ folded: 2 * KEYS.length * 3, keys: 2 * KEYS.length });
    const folded = await countRows(past());
    expect(folded.filter((r) => r.username.startsWith('rollup-'))).toEqual(
      [day(6), day(3)].flatMap((d) =>
        KEYS.map(([entity, action, username]) => ({ day: d, entity, action, username, slot: 0, entries: 6 })),
      ),
    );
    expect(folded.every((r) => r.slot === 0)).toBe(true);
    expect(await countRows(recent())).toEqual(recentBefore);
    expect(await auditCountDifferences(t)).toBe(0);
    expect(await listAnswers()).toEqual(answersBefore);

    const everything = await countRows();
    expect(await rollUp()).toEqual({ folded: 0, keys: 0 });
    expect(await countRows()).toEqual(everything);
  });

  it('adds to a day already folded, and two roll-ups at once fold each slot row once', async () => {
    await writeThroughSessions(4, [3, 4]);
    const slotRows = (await countRows(sql`${past()} and slot <> 0`)).length;
    expect(slotRows).toBe(2 * KEYS.length * 4);
    const answersBefore = await listAnswers();

    // The first holds its deleted rows until it commits; the second waits for them, then skips them.
    const first = await t.db.$client.connect();
    const second = await t.db.$client.connect();
    try {
      await first.query('begin');
      const firstDone = await rollUp(drizzle({ client: first }) as unknown as Database);
      const secondRun = rollUp(drizzle({ client: second }) as unknown as Database);
      await waitUntilBlocked(second);
      await first.query('commit');
      const secondDone = await secondRun;
      expect(firstDone.folded + secondDone.folded).toBe(slotRows);
      expect(secondDone).toEqual({ folded: 0, keys: 0 });
    } finally {
      first.release();
      second.release();
    }
    expect(await auditCountDifferences(t)).toBe(0);
    expect(await countRows(sql`${past()} and slot <> 0`)).toEqual([]);
    expect(await listAnswers()).toEqual(answersBefore);

    // Free-running, through the pool's connections.
    await writeThroughSessions(3, [3, 5]);
    const [a, b] = await Promise.all([rollUp(), rollUp()]);
    expect(a.folded + b.folded).toBe(2 * KEYS.length * 3);
    expect(await auditCountDifferences(t)).toBe(0);
    expect(await countRows(sql`${past()} and username like 'rollup-%' and day = ${day(3)}::date`)).toEqual(
      KEYS.map(([entity, action, username]) => ({ day: day(3), entity, action, username, slot: 0, entries: 20 })),
    );
  });
});

describe("the roll-up of a property's counts", () => {
  it('folds its slots into one row per day, its trail answered as before', async () => {
    const clients = await Promise.all([1, 2, 3].map(() => t.db.$client.connect()));
    try {
      for (const client of clients)
        for (const back of [3, 4, 0])
          await client.query(
            `insert into audit_log (entity, action, username, audit_date, property_id)
             select 'room', 'update', 'rollup-cici', ($1::date + interval '12 hours')::timestamptz, 1
             from generate_series(1, 2)`,
            [day(back)],
          );
    } finally {
      for (const client of clients) client.release();
    }
    const propertyRows = async (where: SQL) =>
      (
        await t.db.execute<{ day: string; slot: number; entries: number }>(
          sql`select day::text, slot, entries::int as entries from audit_property_counts
              where property_id = 1 and ${where} order by 1, 2`,
        )
      ).rows;
    expect(await propertyRows(sql`${past()} and slot <> 0`)).toHaveLength(2 * 3);
    const trail = async () => {
      jumpSettings.fromOffset = 0;
      const answers: unknown[] = [];
      for (const pageIndex of [0, 1, 3]) {
        const res = await t.call(auditCalls.getList, { propertyId: 1, pageSize: 4, pageIndex }, t.adminToken);
        answers.push([res.body.data.totalData, res.body.data.listData.map((e) => e.auditId)]);
      }
      return answers;
    };
    const before = await trail();

    await rollUp();

    expect(await propertyRows(past())).toEqual([
      { day: day(4), slot: 0, entries: 6 },
      { day: day(3), slot: 0, entries: 6 },
    ]);
    expect((await propertyRows(recent())).every((r) => r.slot !== 0)).toBe(true);
    expect(await auditCountDifferences(t)).toBe(0);
    expect(await trail()).toEqual(before);
  });
});

describe('the daily schedule', () => {
  it('rolls up at start and logs what it folded', async () => {
    await writeThroughSessions(2, [4]);
    const logged: Record<string, unknown>[] = [];
    const log = { info: (details: Record<string, unknown>) => logged.push(details), error: () => {} };
    const schedule = startAuditCountsSchedule({
      audit: createAuditService({ db: t.db }),
      timeZone: TEST_TIMEZONE,
      log: log as never,
      firstAfterMs: 0,
    });
    for (let i = 0; i < 200 && logged.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    await schedule.stop();
    expect(logged).toEqual([{ before, slotRowsFolded: 2 * KEYS.length, keys: KEYS.length }]);
    expect(await countRows(sql`${past()} and slot <> 0`)).toEqual([]);
    expect(await auditCountDifferences(t)).toBe(0);
  });
});

describe('rollUpBefore', () => {
  it('is two business days back, in the business time zone', () => {
    // 23:30 UTC on 2 March is already 3 March in Jakarta.
    expect(rollUpBefore(new Date('2026-03-02T23:30:00Z'), 'Asia/Jakarta')).toBe('2026-03-01');
    expect(rollUpBefore(new Date('2026-03-02T16:59:00Z'), 'Asia/Jakarta')).toBe('2026-02-28');
  });
});

async function waitUntilBlocked(client: pg.PoolClient) {
  const target = (client as unknown as { processID: number }).processID;
  for (let i = 0; i < 200; i++) {
    const r = await t.db.execute<{ waiting: boolean }>(
      sql`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = ${target}`,
    );
    if (r.rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the second roll-up never waited for the first');
}
