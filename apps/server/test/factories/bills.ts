import { bookingCalls, paymentCalls, settingCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { createBillsService } from '../../src/modules/bills/bills.service.js';
import { createBusinessSettingsService } from '../../src/modules/settings/business-settings.service.js';
import type { TestApp } from '../build-test-app.js';
import { TEST_TIMEZONE } from '../test-constants.js';
import { bookingInput } from './bookings.js';

/** The bills service on the test app's database and clock: the daily run, as the schedule calls it. */
export function billsOf(t: Pick<TestApp, 'db' | 'clock'>, db: Database = t.db) {
  const deps = { db, clock: t.clock, businessTimezone: TEST_TIMEZONE };
  return createBillsService({ ...deps, settings: createBusinessSettingsService(deps) });
}

/** Noon in Jakarta on `day`. */
export const noonOn = (day: string) => `${day}T05:00:00Z`;

export async function bookStay(
  t: TestApp,
  room: string,
  stay: { checkInDate: string; checkOutDate?: string | null; bookingType?: 1 | 2 | 3 | 4; rentAmount?: number },
) {
  const input = await bookingInput(t, room, stay, {
    bookingType: stay.bookingType ?? 3,
    ...(stay.rentAmount !== undefined ? { rentAmount: stay.rentAmount } : {}),
  });
  const res = await t.call(bookingCalls.create, input, t.adminToken);
  if (res.statusCode !== 200) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
  return res.body.data.bookingId as number;
}

export type StoredBill = {
  billId: number;
  periodStart: string;
  periodEnd: string;
  amount: number;
  paidAmount: number;
  billStatus: number;
};

/** A stay's bills, oldest first, straight from the table (dates as YYYY-MM-DD). */
export async function billsOfStay(db: Database, bookingId: number): Promise<StoredBill[]> {
  const result = await db.execute<StoredBill>(sql`
    select bill_id as "billId", period_start::text as "periodStart", period_end::text as "periodEnd",
           amount::float8 as amount, paid_amount::float8 as "paidAmount", bill_status::int as "billStatus"
    from bills where booking_id = ${bookingId} order by period_start`);
  return result.rows;
}

export async function pay(
  t: TestApp,
  bookingId: number,
  amount: number,
  extra: { paymentDate?: string; month?: number; year?: number; billId?: number; paymentType?: 1 | 2 } = {},
) {
  const res = await t.call(
    paymentCalls.create,
    {
      bookingId,
      paymentDate: extra.paymentDate ?? '2027-01-31',
      paymentType: extra.paymentType ?? 2,
      paymentPeriodeMonth: extra.month ?? 1,
      paymentPeriodeYear: extra.year ?? 2020,
      amount,
      remark: '',
      ...(extra.billId ? { billId: extra.billId } : {}),
    },
    t.adminToken,
  );
  if (res.statusCode !== 200) throw new Error(`payment failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function setBusinessSettings(t: TestApp, change: Record<string, unknown>) {
  const res = await t.call(settingCalls.updateBusinessSettings, change, t.adminToken);
  if (res.statusCode !== 200) throw new Error(`settings failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * The kept sums against a recomputation from the rows: every bill's amount is its lines, its
 * paid amount its allocations, every payment's allocated amount its allocations, and nothing is
 * paid beyond a bill or a payment.
 */
export async function expectLedgerHonest(db: Database) {
  const result = await db.execute<{ problem: string }>(sql`
    select 'bill ' || b.bill_id || ' amount' as problem from bills b
      where b.amount <> (select coalesce(sum(amount), 0) from bill_lines l where l.bill_id = b.bill_id)
    union all
    select 'bill ' || b.bill_id || ' paid' from bills b
      where b.paid_amount <> (select coalesce(sum(amount), 0) from bill_allocations a where a.bill_id = b.bill_id)
    union all
    select 'payment ' || p.payment_id || ' allocated' from payments p
      where p.allocated_amount <> (select coalesce(sum(amount), 0) from bill_allocations a where a.payment_id = p.payment_id)
    union all
    select 'bill ' || b.bill_id || ' overpaid' from bills b where b.paid_amount > b.amount
    union all
    select 'payment ' || p.payment_id || ' overallocated' from payments p where p.allocated_amount > p.amount
    union all
    select 'void bill ' || b.bill_id || ' paid' from bills b where b.bill_status = 4 and b.paid_amount > 0
    union all
    select 'deleted payment ' || p.payment_id || ' pays' from payments p where p.status = 2 and p.allocated_amount > 0
    union all
    select 'bill_totals ' || coalesce(k.month, r.month) || ' ' || coalesce(k.bill_status, r.bill_status)
    from (select * from bill_totals where row_count <> 0 or amount <> 0 or paid_amount <> 0) k
    full join (select date_trunc('month', due_date)::date as month, bill_status, status, count(*) as row_count,
                      sum(amount) as amount, sum(paid_amount) as paid_amount
               from bills group by 1, 2, 3) r
      on r.month = k.month and r.bill_status = k.bill_status and r.status = k.status
    where (k.row_count, k.amount, k.paid_amount) is distinct from (r.row_count, r.amount, r.paid_amount)`);
  expect(result.rows.map((r) => r.problem)).toEqual([]);
}
