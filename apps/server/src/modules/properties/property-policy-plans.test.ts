import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ofCallsStays, runAs, scopedDatabase } from '../../db/actor-scope.js';

/**
 * The policies' shape decides how a staff user's call is planned (docs/PERFORMANCE.md, 50
 * properties): the stays of a user are read by their rooms' index, not by filtering every stay.
 * With sequential scans priced out, a policy the planner can only evaluate row by row still
 * shows a sequential scan of bookings; one it can index shows one of the rooms' indexes
 * (bookings_room_stays_idx, which holds the stay's and tenant's ids, or bookings_room_idx).
 */
const ROOMS_INDEX = /bookings_room_(stays_)?idx/;
let t: TestApp;
let staff: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser({ role: 3 });
});
afterAll(async () => {
  await t.close();
});

async function planAsStaff(query: string | (() => SQL)) {
  const actor = { userId: staff.userId, username: staff.username, address: 'test', propertyScope: 'user' as const };
  return runAs(t.db, actor, async () => {
    const db = scopedDatabase(t.db);
    await db.execute(sql`set local enable_seqscan = off`);
    const statement = typeof query === 'string' ? sql.raw(query) : query();
    const r = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (costs off) ${statement}`);
    return r.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('row-level security plans', () => {
  it("reads a staff user's stays by their rooms' index", async () => {
    const plan = await planAsStaff('select booking_id from bookings');
    expect(plan).toMatch(ROOMS_INDEX);
    expect(plan).not.toMatch(/Seq Scan on bookings/);
  });

  it("reads a staff user's payments from their stays found by that index", async () => {
    const plan = await planAsStaff('select payment_id from payments where status = 1');
    expect(plan).toMatch(ROOMS_INDEX);
    expect(plan).not.toMatch(/Seq Scan on bookings/);
  });

  it("gives a staff user's payment and bill counts their stays as one array, worked out once", async () => {
    // What a list of some properties adds to its count (db/actor-scope.ts). Which index reads it is
    // the planner's choice by the tables' sizes: at 50 properties the stays' booking index
    // (docs/PERFORMANCE.md); on these few rows PostgreSQL 15 may walk another covering index.
    const payments = await planAsStaff(
      () => sql`select count(*) from payments p where ${ofCallsStays(sql`p.booking_id`)}`,
    );
    const bills = await planAsStaff(() => sql`select count(*) from bills x where ${ofCallsStays(sql`x.booking_id`)}`);
    for (const plan of [payments, bills]) {
      expect(plan).toMatch(/booking_id = ANY \((\$\d+|\(InitPlan \d+\)\.col1)\)/);
      expect(plan).toMatch(/InitPlan \d+/);
    }
  });
});
