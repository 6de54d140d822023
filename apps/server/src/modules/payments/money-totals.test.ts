import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bookings } from '../bookings/bookings.table.js';
import { expenses } from '../expenses/expenses.table.js';
import { rooms } from '../rooms/rooms.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { payments } from './payments.table.js';

/** money_totals must always equal the sums recomputed from the rows, whatever changes them. */
let t: TestApp;
let bookingId = 0;
const by = { updateBy: 'test' };

const recomputed = sql`
  select month::text, kind, sum(amount)::bigint as amount, sum(returned_amount)::bigint as returned, count(*)::bigint as n from (
    select date_trunc('month', payment_date)::date as month,
           case when payment_type = 2 then 1 when deposit_status = 0 then 2 else 3 end as kind,
           amount, returned_amount from payments where status = 1
    union all
    select date_trunc('month', expense_date)::date, 4, amount, 0 from expenses where status = 1) x
  group by 1, 2 order by 1, 2`;
const kept = sql`
  select month::text, kind, amount, returned_amount as returned, row_count as n from money_totals
  where row_count <> 0 order by 1, 2`;

async function expectTotalsAgree() {
  const [a, b] = await Promise.all([t.db.execute(recomputed), t.db.execute(kept)]);
  expect(JSON.stringify(b.rows)).toBe(JSON.stringify(a.rows));
}

beforeAll(async () => {
  t = await createTestApp();
  const [room] = await t.db.select({ roomId: rooms.roomId }).from(rooms).limit(1);
  const [tenant] = await t.db
    .insert(tenants)
    .values({ tenantName: 'ANI', ...by })
    .returning();
  const [booking] = await t.db
    .insert(bookings)
    .values({
      tenantId: tenant?.tenantId as number,
      roomId: room?.roomId as number,
      bookingDate: '2026-01-01',
      checkInDate: '2026-01-01',
      bookingType: 3,
      ...by,
    })
    .returning();
  bookingId = booking?.bookingId as number;
});
afterAll(() => t.close());

let receipts = 0;
const rent = (paymentDate: string, amount: number) => ({
  bookingId,
  receiptNumber: `T/${++receipts}`,
  paymentDate,
  paymentType: 2,
  paymentPeriodeMonth: Number(paymentDate.slice(5, 7)),
  paymentPeriodeYear: Number(paymentDate.slice(0, 4)),
  amount,
  ...by,
});

describe('money_totals', () => {
  it('follows inserts of many rows at once and one by one', async () => {
    await t.db.insert(payments).values([rent('2026-01-05', 100), rent('2026-01-20', 250), rent('2026-02-01', 7)]);
    await t.db.insert(payments).values({ ...rent('2026-01-02', 1_000), paymentType: 1, depositStatus: 0 });
    await t.db.insert(expenses).values([
      { expenseDate: '2026-01-31', expenseCategory: 1, amount: 40, ...by },
      { expenseDate: '2026-02-01', expenseCategory: 2, amount: 60, ...by },
    ]);
    await expectTotalsAgree();
  });

  it('follows settlements, deletes, undeletes, moved dates and changed amounts', async () => {
    await t.db.update(payments).set({ depositStatus: 1, returnedAmount: 400 }).where(eq(payments.paymentType, 1));
    await expectTotalsAgree();
    await t.db.update(payments).set({ status: 2 }).where(eq(payments.amount, 250));
    await t.db.update(expenses).set({ expenseDate: '2026-03-15', amount: 65 }).where(eq(expenses.amount, 60));
    await expectTotalsAgree();
    await t.db.update(payments).set({ status: 1, paymentDate: '2025-12-31' }).where(eq(payments.amount, 250));
    await t.db.update(payments).set({ amount: 9 }).where(eq(payments.amount, 7));
    await t.db.update(expenses).set({ status: 2 }).where(eq(expenses.amount, 40));
    await expectTotalsAgree();
  });

  it('follows concurrent writers without losing an update', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? t.db.insert(payments).values(rent('2026-04-10', 1_000 + i))
          : t.db.insert(expenses).values({ expenseDate: '2026-04-11', expenseCategory: 1, amount: 500 + i, ...by }),
      ),
    );
    await expectTotalsAgree();
  });
});
