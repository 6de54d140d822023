import { bookingCalls, paymentCalls, settingCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { createBillsService } from '../../src/modules/ledger/bills.service.js';
import { createLedger } from '../../src/modules/ledger/ledger.service.js';
import { createBusinessSettingsService } from '../../src/modules/settings/business-settings.service.js';
import type { TestApp } from '../build-test-app.js';
import { TEST_TIMEZONE } from '../test-constants.js';
import { allocationsByRule } from './allocation-rule.js';
import { bookingInput } from './bookings.js';

/** The ledger on the test app's database and clock: the daily run, as the schedule calls it. */
export function ledgerOf(t: Pick<TestApp, 'db' | 'clock'>, db: Database = t.db) {
  const deps = { db, clock: t.clock, businessTimezone: TEST_TIMEZONE };
  return createLedger({ ...deps, settings: createBusinessSettingsService(deps) });
}

/** The Bill calls' service (lists, arrears) on the test app's database and clock. */
export function billListsOf(t: Pick<TestApp, 'db' | 'clock'>) {
  const deps = { db: t.db, clock: t.clock, businessTimezone: TEST_TIMEZONE };
  return createBillsService({ ...deps, ledger: ledgerOf(t) });
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
 * paid amount its allocations, every payment's allocated amount its allocations, nothing is
 * paid beyond a bill or a payment, and the rent allocations are what the allocation rule gives.
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
    where (k.row_count, k.amount, k.paid_amount) is distinct from (r.row_count, r.amount, r.paid_amount)
    union all
    select 'tenant_bill_totals ' || coalesce(k.tenant_id, r.tenant_id) || ' ' || coalesce(k.bill_status, r.bill_status)
    from (select * from tenant_bill_totals where row_count <> 0 or amount <> 0 or paid_amount <> 0) k
    full join (select b.tenant_id, x.bill_status, x.status, count(*) as row_count, sum(x.amount) as amount,
                      sum(x.paid_amount) as paid_amount
               from bills x join bookings b on b.booking_id = x.booking_id group by 1, 2, 3) r
      on r.tenant_id = k.tenant_id and r.bill_status = k.bill_status and r.status = k.status
    where (k.row_count, k.amount, k.paid_amount) is distinct from (r.row_count, r.amount, r.paid_amount)
    union all
    select 'stay_arrears ' || coalesce(k.booking_id, r.booking_id)
    from (select * from stay_arrears where bills <> 0 or outstanding <> 0 or oldest_due is not null) k
    full join (${OWED_PER_STAY}) r on r.booking_id = k.booking_id
    where (k.bills, k.outstanding, k.oldest_due) is distinct from (r.bills, r.outstanding, r.oldest_due)
    union all
    select 'stay_arrears property ' || k.booking_id
    from stay_arrears k left join bookings b on b.booking_id = k.booking_id left join rooms r on r.room_id = b.room_id
    where k.property_id is distinct from r.property_id
    union all
    -- Charges: a metered line is its reading as it stands; a charge's line its charge's sum; no
    -- open bill carries a line of a stopped charge or of a period outside its charge's dates.
    select 'metered line ' || l.bill_line_id from bill_lines l join meter_readings m on m.meter_reading_id = l.meter_reading_id
      where (l.amount, l.usage, l.reading) is distinct from (m.amount, m.usage, m.reading)
         or m.booking_id is distinct from (select x.booking_id from bills x where x.bill_id = l.bill_id)
    union all
    select 'charge line ' || l.bill_line_id from bill_lines l join stay_charges c on c.stay_charge_id = l.stay_charge_id
      join bills x on x.bill_id = l.bill_id
      where l.amount <> c.quantity::bigint * c.unit_price and x.bill_status in (1, 2)
         or x.bill_status in (1, 2) and (c.status = 2 or l.kind = 4 and (x.period_start < c.start_date or x.period_start > coalesce(c.end_date, x.period_start)))
    union all
    select 'reading ' || m.meter_reading_id || ' billed twice' from meter_readings m
      where (select count(*) from bill_lines l where l.meter_reading_id = m.meter_reading_id) > 1
    union all
    select 'arrears_days ' || coalesce(k.oldest_due, r.oldest_due)
    from (select * from arrears_days where stays <> 0 or outstanding <> 0) k
    full join (select oldest_due, count(*) as stays, sum(outstanding) as outstanding from (${OWED_PER_STAY}) o group by 1) r
      on r.oldest_due = k.oldest_due
    where (k.stays, k.outstanding) is distinct from (r.stays, r.outstanding)
`);
  expect(result.rows.map((r) => r.problem)).toEqual([]);
  // The rent allocations, as written stay by stay by bills_reallocate, against the allocation rule
  // stated again in TypeScript (allocation-rule.ts) for every stay at once.
  const kept = await db.execute<{ bookingId: number; paymentId: number; billId: number; amount: string }>(sql`
    select a.booking_id as "bookingId", a.payment_id as "paymentId", a.bill_id as "billId", a.amount::text as amount
    from bill_allocations a join payments p on p.payment_id = a.payment_id and p.payment_type = 2`);
  const text = (a: { bookingId: number; paymentId: number; billId: number; amount: bigint | string }) =>
    `stay ${a.bookingId} payment ${a.paymentId} bill ${a.billId}: ${a.amount}`;
  expect(kept.rows.map(text).sort()).toEqual((await allocationsByRule(db)).map(text).sort());
}

/** Each active stay's owed bills (whatever their due date) counted from the bills, as stay_arrears keeps them. */
const OWED_PER_STAY = sql`
  select x.booking_id, count(*)::int as bills, sum(x.amount - x.paid_amount) as outstanding, min(x.due_date) as oldest_due
  from bills x join bookings b on b.booking_id = x.booking_id
  where x.bill_status in (1, 2) and x.status = 1 and b.status = 1 group by x.booking_id`;

/**
 * The arrears as their definition says, grouped from the bills on `today` (stays owing bills due
 * by that day, oldest debt first, bucketed by days since the oldest): what the kept figures must answer.
 */
export async function arrearsRecounted(db: Database, today: string) {
  const result = await db.execute<{
    bookingId: number;
    bills: number;
    outstanding: number;
    oldestDueDate: string;
    agingBucket: number;
  }>(sql`
    with owed as (
      select x.booking_id, count(*)::int as bills, sum(x.amount - x.paid_amount)::float8 as outstanding, min(x.due_date) as oldest
      from bills x join bookings b on b.booking_id = x.booking_id
      where x.bill_status in (1, 2) and x.status = 1 and b.status = 1 and x.due_date <= ${today}::date
      group by x.booking_id)
    select booking_id as "bookingId", bills, outstanding, to_char(oldest, 'YYYY-MM-DD"T"00:00:00') as "oldestDueDate",
           case when ${today}::date - oldest = 0 then 0 when ${today}::date - oldest <= 30 then 1
                when ${today}::date - oldest <= 60 then 2 else 3 end as "agingBucket"
    from owed order by oldest, booking_id`);
  return result.rows;
}
