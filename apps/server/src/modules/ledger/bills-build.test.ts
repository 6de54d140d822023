import { bookingCalls, paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bookStay, expectLedgerHonest, noonOn, pay } from '../../../test/factories/bills.js';

/**
 * The build of every stay's bills at once (bills_build: a database with stays and no bills)
 * against the general path (bills_sync, then bills_reallocate) on the same stays and payments:
 * the same bills, lines, allocations and sums, and every kept sum equal to its recomputation.
 */
let t: TestApp;
const TODAY = '2027-03-10';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2027-03-01'));
  // Monthly and open: January overpaid (the rest pays February), March partly paid.
  const monthly = await bookStay(t, '101', { checkInDate: '2027-01-05', rentAmount: 1_500_000 });
  await pay(t, monthly, 2_000_000, { paymentDate: '2027-01-05', month: 1, year: 2027 });
  await pay(t, monthly, 500_000, { paymentDate: '2027-03-05', month: 3, year: 2027 });
  await pay(t, monthly, 1_000_000, { paymentDate: '2027-01-05', paymentType: 1, month: 1, year: 2027 });
  // Weekly, ending inside its third week (prorated); paid for a month with no bill of its own.
  const weekly = await bookStay(t, '102', {
    checkInDate: '2027-02-01',
    checkOutDate: '2027-02-20',
    bookingType: 2,
    rentAmount: 700_000,
  });
  await pay(t, weekly, 1_000_000, { paymentDate: '2027-02-01', month: 7, year: 2027 });
  // Daily, six days, overpaid: credit left over.
  const daily = await bookStay(t, '103', {
    checkInDate: '2027-03-01',
    checkOutDate: '2027-03-07',
    bookingType: 1,
    rentAmount: 100_000,
  });
  await pay(t, daily, 750_000, { paymentDate: '2027-03-01', month: 3, year: 2027 });
  // Yearly, begun last year.
  const yearly = await bookStay(t, '104', { checkInDate: '2026-06-01', bookingType: 4, rentAmount: 15_000_000 });
  await pay(t, yearly, 10_000_000, { paymentDate: '2026-06-01', month: 6, year: 2026 });
  // A deleted payment pays nothing; a cancelled stay has no bills.
  const deleted = await pay(t, yearly, 3_000_000, { paymentDate: '2026-07-01', month: 7, year: 2026 });
  await t.call(paymentCalls.delete, { paymentId: deleted.paymentId, status: 1 }, t.adminToken);
  const cancelled = await bookStay(t, '105', { checkInDate: '2027-03-05', rentAmount: 1_200_000 });
  await t.call(bookingCalls.cancelBooking, { bookingId: cancelled }, t.adminToken);
  t.clock.set(noonOn(TODAY));
});
afterAll(() => t.close());

/** The bills as they were before there were bills: no bill, line or allocation, no payment naming a bill. */
async function forgetBills() {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`update payments set bill_id = null where bill_id is not null`);
    // Nothing is paid any more: the sums first, then the allocations they summed (the sums' check).
    await tx.execute(sql`update bills set paid_amount = 0 where paid_amount <> 0`);
    await tx.execute(sql`update payments set allocated_amount = 0 where allocated_amount <> 0`);
    await tx.execute(sql`delete from bill_allocations`);
    await tx.execute(sql`delete from bill_lines`);
    await tx.execute(sql`delete from bills`);
  });
}

/** Everything the bills hold, keyed by stay and period (bill ids differ from build to build). */
async function ledger() {
  const rows = async (query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows;
  return {
    bills: await rows(sql`
      select booking_id, period_no, period_start::text, period_end::text, due_date::text, period_rent::text,
             amount::text, paid_amount::text, bill_status, void_cause, status
      from bills order by booking_id, period_start`),
    lines: await rows(sql`
      select b.booking_id, b.period_start::text, l.kind, l.amount::text, l.late_days
      from bill_lines l join bills b on b.bill_id = l.bill_id order by 1, 2, 3`),
    allocations: await rows(sql`
      select a.payment_id, a.booking_id, b.period_start::text, a.amount::text
      from bill_allocations a join bills b on b.bill_id = a.bill_id order by 1, 3`),
    payments: await rows(sql`select payment_id, allocated_amount::text from payments order by payment_id`),
  };
}

async function build() {
  const result = await t.db.execute<{ made: number }>(sql`select bills_build(${TODAY}::date, 7, true, 'test') as made`);
  return Number(result.rows[0]?.made);
}

describe('the one-time bill build', () => {
  it('makes the bills, lines and allocations the general path makes, every kept sum honest', async () => {
    await forgetBills();
    const made = await build();
    const built = await ledger();
    await expectLedgerHonest(t.db);

    await forgetBills();
    await t.db.execute(sql`select bills_sync(null, ${TODAY}::date, 7, true, 'test')`);
    await t.db.execute(sql`select bills_reallocate(array(select booking_id from bookings), 'test')`);
    await expectLedgerHonest(t.db);
    expect(built).toEqual(await ledger());

    // Not a test of nothing: monthly, weekly, daily and yearly bills, part paid, paid and credit.
    expect(made).toBe(built.bills.length);
    expect(built.bills.length).toBe(3 + 3 + 6 + 1);
    expect(built.bills.map((b) => b.bill_status)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(built.allocations.length).toBeGreaterThan(8);
    expect(built.payments.some((p) => Number(p.allocated_amount) === 600_000)).toBe(true);
  });

  it("refuses a database that has bills (bills_sync keeps those); the lines' sum trigger is on again", async () => {
    const before = await ledger();
    await expect(build()).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/bills_build makes the bills of a database that has none/) },
    });
    expect(await ledger()).toEqual(before);
    const off = await t.db.execute(sql`
      select tgname from pg_trigger where tgname = 'bill_lines_amount_insert' and tgenabled <> 'O'`);
    expect(off.rows).toEqual([]);

    // A payment after the build moves the kept sums through the triggers as always.
    const [monthly] = (
      await t.db.execute<{ booking_id: number }>(sql`select booking_id from bookings order by booking_id limit 1`)
    ).rows;
    await pay(t, monthly?.booking_id ?? 0, 300_000, { paymentDate: TODAY, month: 3, year: 2027 });
    await expectLedgerHonest(t.db);
  });
});
