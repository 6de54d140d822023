import { billCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';

/**
 * A name or tenant search pages by walking the due-date order and keeping the matched stays'
 * bills, or, when the walk would be long or finds too few, by sorting the matched bills. Both
 * must give the same pages: here one tenant's bills are all older than everyone else's (a walk
 * from the newest end finds none of them), another's all newer, with others' bills in between.
 */
let t: TestApp;
const tenants: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const made = await t.db.execute<{ id: number; name: string }>(sql`
    insert into tenants (tenant_name, status, update_by)
    values ('WALK OLDEST', 1, 'test'), ('WALK NEWEST', 1, 'test'), ('MIDDLE ONE', 1, 'test'), ('MIDDLE TWO', 1, 'test')
    returning tenant_id as id, tenant_name as name`);
  for (const r of made.rows) tenants[r.name] = Number(r.id);
  // Daily stays (a bill a day), each in its own room: 200 old bills, 2 x 100 in the middle, 200 new.
  await t.db.execute(sql`
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type, booking_status, update_by)
    select s.tenant_id, r.room_id, s.check_in, s.check_in, s.check_in + s.days, 1, 2, 'test'
    from (values (${tenants['WALK OLDEST']}::int, date '2024-01-01', 200, 1),
                 (${tenants['MIDDLE ONE']}::int, date '2024-08-01', 100, 2),
                 (${tenants['MIDDLE TWO']}::int, date '2024-09-01', 100, 3),
                 (${tenants['WALK NEWEST']}::int, date '2025-01-01', 200, 4)) s(tenant_id, check_in, days, n)
    join (select room_id, row_number() over (order by room_id) as n from rooms) r on r.n = s.n`);
  await t.db.execute(sql`select bills_sync(null, date '2026-03-01', 7, true, 'test')`);
  // Some bills waived, so a bill-status filter selects a part of each stay's bills.
  await t.db.execute(sql`update bills set void_cause = 2 where bill_id % 5 = 0`);
});
afterAll(() => t.close());

type Row = { billId: number; amount: number; paidAmount: number; outstanding: number; billStatus: number };
type Page = { listData: Row[] } & {
  totalData: number;
  totalAmount: number;
  totalPaid: number;
  totalOutstanding: number;
};

async function expected(tenantId: number, billStatus?: number) {
  const found = await t.db.execute<{ id: number }>(sql`
    select x.bill_id as id from bills x join bookings b on b.booking_id = x.booking_id
    where b.tenant_id = ${tenantId} and x.status = 1 ${billStatus ? sql`and x.bill_status = ${billStatus}` : sql``}
    order by x.due_date desc, x.bill_id desc`);
  return found.rows.map((r) => Number(r.id));
}

const searches = [
  { name: 'WALK OLDEST', by: 'name' },
  { name: 'WALK NEWEST', by: 'name' },
  { name: 'WALK OLDEST', by: 'id' },
  { name: 'WALK NEWEST', by: 'id', billStatus: 4 },
  { name: 'WALK NEWEST', by: 'name', billStatus: 1 },
] as const;

describe('a name or tenant search of the bill list', () => {
  for (const s of searches) {
    it(`gives every page of ${s.name} by ${s.by}${'billStatus' in s ? ` (bill status ${s.billStatus})` : ''} in due order`, async () => {
      const billStatus = 'billStatus' in s ? s.billStatus : undefined;
      const filter = {
        status: 1,
        ...(billStatus ? { billStatus } : {}),
        ...(s.by === 'name' ? { tenantName: s.name } : { tenantId: tenants[s.name] }),
      };
      const ids = await expected(tenants[s.name] as number, billStatus);
      expect(ids.length).toBeGreaterThan(15);
      for (const pageSize of [7, 25]) {
        for (let pageIndex = 0; pageIndex * pageSize <= ids.length; pageIndex++) {
          const res = await t.call(billCalls.getList, { ...filter, pageIndex, pageSize }, t.adminToken);
          expect(res.statusCode).toBe(200);
          const page = res.body.data as Page;
          expect(page.listData.map((r) => r.billId)).toEqual(
            ids.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
          );
          expect(page.totalData).toBe(ids.length);
        }
      }
      const whole = (await t.call(billCalls.getList, { ...filter, pageIndex: 0, pageSize: 1000 }, t.adminToken)).body
        .data as Page;
      const sum = (pick: (r: Row) => number) => whole.listData.reduce((a, r) => a + pick(r), 0);
      expect(whole).toMatchObject({
        // Waived bills are not billed.
        totalAmount: sum((r) => (r.billStatus === 4 ? 0 : r.amount)),
        totalPaid: sum((r) => r.paidAmount),
        totalOutstanding: sum((r) => r.outstanding),
      });
    });
  }
});
