import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { jumpSettings } from '../../db/paging.js';
import { createPaymentsRepository, NEWEST_FIRST, OLDEST_FIRST } from './payments.repository.js';

/**
 * A page asked by its number starts from the edge of its payment date, found by its month
 * (payment_month_counts) then its day in that month (payment_day_counts), in both orders. Oldest first only reads a stay's history today, whose booking filter never jumps:
 * without one it jumps too, checked here on the repository itself. Every page jumps (fromOffset 0).
 */
let t: TestApp;
const saved = jumpSettings.fromOffset;
beforeAll(async () => {
  t = await createTestApp();
  jumpSettings.fromOffset = 0;
  await t.db.execute(sql`
    with tenant as (insert into tenants (tenant_name, update_by) values ('MONTH JUMP', 'test') returning tenant_id)
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, booking_type, update_by)
    select tenant.tenant_id, r.room_id, date '2025-11-01', date '2025-11-01', 3, 'test'
    from tenant cross join (select room_id from rooms order by room_id limit 3) r`);
  // Rent on the first and last days of five months, several on one day (the id breaks the tie).
  await t.db.execute(sql`
    insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year,
                          amount, status, update_by, receipt_number)
    select b.booking_id, (date '2025-11-01' + m * interval '1 month' - e * interval '1 day')::date, 2, 1, 2026,
           1000 + m, 1 + (b.booking_id % 2 = 0 and e = 1)::int, 'test', 'MJ/' || b.booking_id || '-' || m || '-' || e
    from bookings b cross join generate_series(0, 4) m cross join generate_series(0, 1) e`);
});
afterAll(async () => {
  jumpSettings.fromOffset = saved;
  await t.close();
});

const none = { tenantName: '', paymentPeriodeMonth: undefined, paymentPeriodeYear: undefined, pageIndex: 0 };
const filters = [
  { ...none, paymentType: undefined, status: undefined },
  { ...none, paymentType: 2, status: 1 },
];

for (const [name, order] of [
  ['oldest first', OLDEST_FIRST],
  ['newest first', NEWEST_FIRST],
] as const) {
  it(`gives every page ${name} as its slice of the whole list`, async () => {
    const repo = createPaymentsRepository(t.db);
    for (const filter of filters) {
      const whole = await repo.list({ ...filter, pageSize: 1000 }, order);
      const dates = whole.rows.map((r) => r.paymentDate);
      expect(dates).toEqual(order === OLDEST_FIRST ? [...dates].sort() : [...dates].sort().reverse());
      expect(whole.total).toBeGreaterThan(10);
      for (const pageSize of [3, 4]) {
        for (let pageIndex = 0; pageIndex * pageSize <= whole.total + pageSize; pageIndex++) {
          const page = await repo.list({ ...filter, pageIndex, pageSize }, order);
          expect(page.rows).toEqual(whole.rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize));
        }
      }
    }
  });
}
