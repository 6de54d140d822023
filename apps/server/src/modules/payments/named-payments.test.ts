import { paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';

/**
 * A name or tenant search of the payments pages by walking the list's date order and keeping the
 * matched stays' payments, or, when the walk would be long or finds too few, by sorting the
 * matched payments. Both must give the same pages and totals: here one tenant's payments are
 * all older than everyone else's (a walk from the newest end meets them last), another's all
 * newer, with others' payments in between.
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
});
afterAll(() => t.close());

type Row = { paymentId: number; amount: number };

async function expected(tenantId: number, status?: number) {
  const found = await t.db.execute<{ id: number; amount: number }>(sql`
    select p.payment_id as id, p.amount from payments p join bookings b on b.booking_id = p.booking_id
    where b.tenant_id = ${tenantId} ${status ? sql`and p.status = ${status}` : sql``}
    order by p.payment_date desc, p.payment_id desc`);
  return found.rows.map((r) => ({ id: Number(r.id), amount: Number(r.amount) }));
}

const searches = [
  { name: 'PAYWALK OLDEST', status: 1 },
  { name: 'PAYWALK NEWEST', status: 1 },
  { name: 'PAYWALK OLDEST' },
  { name: 'MIDDLE TWO', status: 2 },
] as const;

describe('a name search of the payment list', () => {
  for (const s of searches) {
    it(`gives every page of ${s.name}${'status' in s ? ` (status ${s.status})` : ''} newest first, with its totals`, async () => {
      const tenantId = tenants[s.name] ?? 0;
      const all = await expected(tenantId, 'status' in s ? s.status : undefined);
      expect(all.length).toBeGreaterThan(10);
      for (const pageSize of [7, 25]) {
        const seen: number[] = [];
        for (let pageIndex = 0; pageIndex * pageSize < all.length + pageSize; pageIndex++) {
          const res = await t.call(
            paymentCalls.getList,
            { tenantName: s.name, ...('status' in s ? { status: s.status } : {}), pageSize, pageIndex },
            t.adminToken,
          );
          expect(res.statusCode).toBe(200);
          const page = res.body.data as { listData: Row[]; totalData: number; totalPayment: number };
          expect(page.totalData).toBe(all.length);
          expect(page.totalPayment).toBe(all.reduce((sum, p) => sum + p.amount, 0));
          seen.push(...page.listData.map((r) => r.paymentId));
        }
        expect(seen).toEqual(all.map((p) => p.id));
      }
    });
  }
});
