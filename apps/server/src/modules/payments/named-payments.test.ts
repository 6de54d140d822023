import { paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { rowsRead, statementsOf } from '../../../test/statements.js';
import { walkWays } from '../../../test/walk-ways.js';
import { createPaymentsRepository } from './payments.repository.js';

/**
 * A name or tenant search of the payments pages by walking the list's date order from the end
 * nearer to the page and keeping the matched stays' payments (tested against a hash of the stays,
 * or each by its own tenant past walkSettings.hashedTenantsCap), or, when the walk would be long
 * or finds too few, by sorting the matched payments. All must give the same pages and totals:
 * here one tenant's payments are all older than everyone else's (a walk from the newest end meets
 * them last), another's all newer, with others' payments in between.
 */
let t: TestApp;
const tenants: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const made = await t.db.execute<{ id: number; name: string }>(sql`
    insert into tenants (tenant_name, status, update_by)
    values ('PAYWALK OLDEST', 1, 'test'), ('PAYWALK NEWEST', 1, 'test'), ('MIDDLE ONE', 1, 'test'), ('MIDDLE TWO', 1, 'test')
    returning tenant_id as id, tenant_name as name`);
  for (const r of made.rows) tenants[r.name] = Number(r.id);
  // Two stays a tenant, each in its own room; a payment a day: 2 x 60 old, 2 x 2 x 150 in the middle, 2 x 60 new.
  const stays = await t.db.execute<{ id: number; tenantId: number; checkIn: string; days: number }>(sql`
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type, booking_status, update_by)
    select s.tenant_id, r.room_id, s.check_in, s.check_in, s.check_in + s.days, 1, 2, 'test'
    from (values (${tenants['PAYWALK OLDEST']}::int, date '2024-01-01', 60, 1), (${tenants['PAYWALK OLDEST']}::int, date '2024-03-01', 60, 2),
                 (${tenants['MIDDLE ONE']}::int, date '2024-05-01', 150, 3), (${tenants['MIDDLE TWO']}::int, date '2024-05-01', 150, 4),
                 (${tenants['MIDDLE ONE']}::int, date '2024-10-01', 150, 5), (${tenants['MIDDLE TWO']}::int, date '2024-10-01', 150, 6),
                 (${tenants['PAYWALK NEWEST']}::int, date '2025-03-01', 60, 7), (${tenants['PAYWALK NEWEST']}::int, date '2025-05-01', 60, 8)
         ) s(tenant_id, check_in, days, n)
    join (select room_id, row_number() over (order by room_id) as n from rooms) r on r.n = s.n
    returning booking_id as id, tenant_id as "tenantId", check_in_date::text as "checkIn", (check_out_date - check_in_date) as days`);
  for (const stay of stays.rows) {
    await t.db.execute(sql`
      insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year, amount,
                            status, update_by, receipt_number)
      select ${stay.id}, ${stay.checkIn}::date + d, 2, 1, 2024, 1000 + d, case when d % 7 = 3 then 2 else 1 end, 'test',
             'T/' || ${stay.id} || '/' || d
      from generate_series(0, ${stay.days} - 1) d`);
  }
  // Planned with the tables' statistics, as at the benchmark's scale (never analysed, the planner
  // reads a date index and sorts at least 32 entries of it for the 2 it needs).
  await t.db.execute(sql`analyze payments, bookings, tenants`);
});
afterAll(() => t.close());

type Row = { paymentId: number; amount: number; rowNumber: number };

/** The plain query: the payments of every tenant whose name holds `name`, newest first. */
async function expected(name: string, status?: number) {
  const found = await t.db.execute<{ id: number; amount: number }>(sql`
    select p.payment_id as id, p.amount from payments p join bookings b on b.booking_id = p.booking_id
    join tenants t on t.tenant_id = b.tenant_id
    where t.tenant_name ilike ${`%${name}%`} ${status ? sql`and p.status = ${status}` : sql``}
    order by p.payment_date desc, p.payment_id desc`);
  return found.rows.map((r) => ({ id: Number(r.id), amount: Number(r.amount) }));
}

// 'PAYWALK' names two tenants, one at each end of the list; 'MIDDLE' two whose payments share
// their dates (ties broken by the id); status 2 is the deleted payments.
const searches = [
  { name: 'PAYWALK OLDEST', status: 1 },
  { name: 'PAYWALK NEWEST', status: 1 },
  { name: 'PAYWALK OLDEST' },
  { name: 'PAYWALK', status: 1 },
  { name: 'MIDDLE', status: 1 },
  { name: 'MIDDLE', status: 2 },
  { name: 'MIDDLE TWO', status: 2 },
] as const;

describe('a name search of the payment list', () => {
  for (const { way, use, pageSizes } of walkWays()) {
    for (const s of searches) {
      it(`gives every page of ${s.name}${'status' in s ? ` (status ${s.status})` : ''} newest first, with its totals (${way})`, async () => {
        use();
        const all = await expected(s.name, 'status' in s ? s.status : undefined);
        expect(all.length).toBeGreaterThan(10);
        for (const pageSize of pageSizes) {
          const seen: number[] = [];
          for (let pageIndex = 0; pageIndex * pageSize < all.length + pageSize; pageIndex++) {
            const res = await t.call(
              paymentCalls.getList,
              { tenantName: s.name, ...('status' in s ? { status: s.status } : {}), pageSize, pageIndex },
              t.adminToken,
            );
            expect(res.statusCode).toBe(200);
            const page = res.body.data as { listData: Row[]; totalData: number; totalPayment: number };
            const slice = all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
            expect(page.listData.map((r) => [r.paymentId, r.amount, r.rowNumber])).toEqual(
              slice.map((p, i) => [p.id, p.amount, pageIndex * pageSize + i + 1]),
            );
            expect(page.totalData).toBe(all.length);
            expect(page.totalPayment).toBe(all.reduce((sum, p) => sum + p.amount, 0));
            seen.push(...page.listData.map((r) => r.paymentId));
          }
          expect(seen).toEqual(all.map((p) => p.id));
        }
      });
    }
  }
});

describe('a page of a name search of the payment list', () => {
  const filter = (tenantName: string, pageIndex: number) => ({
    tenantName,
    paymentPeriodeMonth: undefined,
    paymentPeriodeYear: undefined,
    paymentType: undefined,
    status: 1,
    pageSize: 25,
    pageIndex,
  });

  it('is read with its totals in one statement, on every page, past the end and for no match', async () => {
    const repo = createPaymentsRepository(t.db);
    const last = Math.ceil((await expected('PAYWALK OLDEST', 1)).length / 25) - 1;
    for (const [name, pageIndex] of [
      ['PAYWALK OLDEST', 0],
      ['PAYWALK OLDEST', 1],
      ['PAYWALK OLDEST', last],
      ['PAYWALK OLDEST', last + 5],
      ['NO SUCH TENANT', 0],
    ] as const) {
      const sent = await statementsOf(t.db, () => repo.list(filter(name, pageIndex)));
      expect(sent.map((s) => s.text)).toHaveLength(1);
    }
  });

  it('reads the last page from the far end of the list: a few of the matched payments, not all of them', async () => {
    const repo = createPaymentsRepository(t.db);
    const all = await expected('PAYWALK OLDEST', 1);
    const last = Math.ceil(all.length / 25) - 1;
    const sent = await statementsOf(t.db, () => repo.list(filter('PAYWALK OLDEST', last)));
    let read = 0;
    for (const statement of sent) read += await rowsRead(t.db, statement, 'payments');
    // The walk from the oldest end meets this tenant's payments first: the page's few, read twice
    // (walked, then joined), where sorting them all reads every one of them.
    expect(read).toBeLessThan(all.length / 4);
  });
});
