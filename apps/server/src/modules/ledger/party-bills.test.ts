import { billCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { statementsOf } from '../../../test/statements.js';
import { walkWays } from '../../../test/walk-ways.js';
import { createBillsRepository } from './bills.repository.js';

/**
 * A name or tenant search pages by walking the due-date order from the end nearer to the page and
 * keeping the matched stays' bills (tested against a hash of the stays, or each by its own tenant
 * past walkSettings.hashedTenantsCap), or, when the walk would be long or finds too few, by sorting
 * the matched bills. All must give the same pages: here one tenant's bills are all older than
 * everyone else's (a walk from the newest end finds none of them), another's all newer, with
 * others' bills in between.
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
  // Some deleted (record status 2).
  await t.db.execute(sql`update bills set status = 2 where bill_id % 7 = 0`);
  // Planned with the tables' statistics, as at the benchmark's scale.
  await t.db.execute(sql`analyze bills, bookings, tenants`);
});
afterAll(() => t.close());

type Row = {
  billId: number;
  amount: number;
  paidAmount: number;
  outstanding: number;
  billStatus: number;
  rowNumber: number;
};
type Page = { listData: Row[] } & {
  totalData: number;
  totalAmount: number;
  totalPaid: number;
  totalOutstanding: number;
};

/** The plain query: the bills of the tenant, or of every tenant whose name holds `name`, due newest first, and their totals. */
async function expected(party: { tenantId: number } | { name: string }, billStatus?: number, status = 1) {
  const found = await t.db.execute<{ id: number; amount: number; paid: number; billStatus: number }>(sql`
    select x.bill_id as id, x.amount, x.paid_amount as paid, x.bill_status::int as "billStatus"
    from bills x join bookings b on b.booking_id = x.booking_id join tenants t on t.tenant_id = b.tenant_id
    where ${'tenantId' in party ? sql`t.tenant_id = ${party.tenantId}` : sql`t.tenant_name ilike ${`%${party.name}%`}`}
      and x.status = ${status} ${billStatus ? sql`and x.bill_status = ${billStatus}` : sql``}
    order by x.due_date desc, x.bill_id desc`);
  const rows = found.rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    paid: Number(r.paid),
    billStatus: r.billStatus,
  }));
  // Waived bills are not billed.
  const billed = rows.filter((r) => r.billStatus !== 4);
  const sum = (of: typeof rows, pick: (r: (typeof rows)[number]) => number) => of.reduce((a, r) => a + pick(r), 0);
  return {
    ids: rows.map((r) => r.id),
    totals: {
      totalData: rows.length,
      totalAmount: sum(billed, (r) => r.amount),
      totalPaid: sum(rows, (r) => r.paid),
      totalOutstanding: sum(billed, (r) => r.amount - r.paid),
    },
  };
}

// 'WALK' names two tenants, one at each end of the due order; 'MIDDLE' two whose stays overlap
// (bills due the same day: ties broken by the id); status 2 is the deleted bills.
const searches = [
  { name: 'WALK OLDEST', by: 'name' },
  { name: 'WALK NEWEST', by: 'name' },
  { name: 'WALK OLDEST', by: 'id' },
  { name: 'WALK NEWEST', by: 'id', billStatus: 4 },
  { name: 'WALK NEWEST', by: 'name', billStatus: 1 },
  { name: 'WALK', by: 'name' },
  { name: 'MIDDLE', by: 'name' },
  { name: 'MIDDLE', by: 'name', status: 2 },
  { name: 'WALK OLDEST', by: 'id', status: 2 },
] as const;

describe('a name or tenant search of the bill list', () => {
  for (const { way, use, pageSizes } of walkWays()) {
    for (const s of searches) {
      it(`gives every page of ${s.name} by ${s.by}${'billStatus' in s ? ` (bill status ${s.billStatus})` : ''}${'status' in s ? ` (status ${s.status})` : ''} in due order (${way})`, async () => {
        use();
        const billStatus = 'billStatus' in s ? s.billStatus : undefined;
        const status = 'status' in s ? s.status : 1;
        const party = s.by === 'name' ? { name: s.name } : { tenantId: tenants[s.name] as number };
        const filter = {
          status,
          ...(billStatus ? { billStatus } : {}),
          ...('name' in party ? { tenantName: party.name } : party),
        };
        const { ids, totals } = await expected(party, billStatus, status);
        expect(ids.length).toBeGreaterThan(15);
        for (const pageSize of pageSizes) {
          for (let pageIndex = 0; pageIndex * pageSize <= ids.length + pageSize; pageIndex++) {
            const res = await t.call(billCalls.getList, { ...filter, pageIndex, pageSize }, t.adminToken);
            expect(res.statusCode).toBe(200);
            const page = res.body.data as Page;
            expect(page.listData.map((r) => [r.billId, r.rowNumber])).toEqual(
              ids
                .slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)
                .map((id, i) => [id, pageIndex * pageSize + i + 1]),
            );
            expect(page).toMatchObject(totals);
          }
        }
      });
    }
  }

  it('reads a page and its totals in one statement, on every page, past the end and for no match', async () => {
    const repo = createBillsRepository(t.db);
    const filter = (tenantName: string, pageIndex: number) => ({
      tenantName,
      roomNumber: '',
      tenantId: undefined,
      billStatus: undefined,
      dueFrom: undefined,
      dueTo: undefined,
      overdueOnly: false,
      status: 1,
      pageSize: 25,
      pageIndex,
    });
    const last = Math.ceil((await expected({ name: 'WALK OLDEST' })).ids.length / 25) - 1;
    for (const [name, pageIndex] of [
      ['WALK OLDEST', 0],
      ['WALK OLDEST', 1],
      ['WALK OLDEST', last],
      ['WALK OLDEST', last + 5],
      ['NO SUCH TENANT', 0],
    ] as const) {
      const sent = await statementsOf(t.db, () => repo.list(filter(name, pageIndex), '2026-03-01'));
      expect(sent.map((s) => s.text)).toHaveLength(1);
    }
  });
});
