import { bookingCalls, type MonthlyReport, paymentCalls, reportCalls } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { billsOfStay, noonOn, pay } from '../../../test/factories/bills.js';
import { bookingInput } from '../../../test/factories/bookings.js';
import { createReportsService } from './reports.service.js';

/**
 * A month's end is taken when it closes: its occupancy and arrears as they stood on its last day,
 * taken again each day until the 7th of the next month (entries of its last days made late), then
 * kept as they were. A leap February counts 29 nights. Stays in room 103 from 10 February 2028 at
 * Rp 1.000.000 a month, never paid until a late payment in March.
 */
let t: TestApp;
let stay = 0;

function ok<T>(res: { statusCode: number; body: { data: unknown } }): T {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
}
const february = async () =>
  ok<MonthlyReport>(await t.call(reportCalls.getMonthly, { year: 2028, month: 2 }, t.adminToken));
const closeMonths = () =>
  createReportsService({ db: t.db, clock: t.clock, businessTimezone: 'Asia/Jakarta' }).closeMonths();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2028-02-10'));
  const input = await bookingInput(
    t,
    '103',
    { checkInDate: '2028-02-10' },
    { rentAmount: 1_000_000, bookingDate: '2028-02-10' },
  );
  stay = ok<{ bookingId: number }>(await t.call(bookingCalls.create, input, t.adminToken)).bookingId;
  ok(await t.call(bookingCalls.checkIn, { bookingId: stay }, t.adminToken));
});
afterAll(() => t.close());

describe('the month closings', () => {
  it('counts a leap February as 29 nights, the month running to today', async () => {
    t.clock.set(noonOn('2028-02-20'));
    const running = await february();
    expect(running).toMatchObject({ closed: false, asOf: '2028-02-20' });
    expect(running.figures.occupiedNights).toBe(11);
    expect(running.figures.availableNights).toBe(running.figures.rooms * 20);
    t.clock.set(noonOn('2028-03-02'));
    const ended = await february();
    expect(ended).toMatchObject({ closed: true, asOf: '2028-02-29', monthEnd: '2028-02-29' });
    expect(ended.figures.occupiedNights).toBe(20);
    expect(ended.figures.availableNights).toBe(ended.figures.rooms * 29);
    expect(ended.figures.arrearsTotal).toBe(1_000_000);
  });

  it('takes the month again while late entries come in, then keeps it as it was', async () => {
    t.clock.set(noonOn('2028-03-02'));
    expect(await closeMonths()).toBeGreaterThan(0);
    // Paid on 3 March, dated 28 February: the closing taken again on the 5th says nothing is owed.
    t.clock.set(noonOn('2028-03-03'));
    const [bill] = await billsOfStay(t.db, stay);
    const paid = await pay(t, stay, 1_000_000, {
      paymentDate: '2028-02-28',
      billId: bill?.billId,
      month: 2,
      year: 2028,
    });
    expect((await february()).figures.arrearsTotal).toBe(1_000_000);
    t.clock.set(noonOn('2028-03-05'));
    await closeMonths();
    expect((await february()).figures).toMatchObject({ arrearsTotal: 0, income: 1_000_000 });
    // After the 7th the payment deleted moves February's money, not its closing.
    t.clock.set(noonOn('2028-03-10'));
    await closeMonths();
    ok(await t.call(paymentCalls.delete, { paymentId: paid.paymentId, status: 1 }, t.adminToken));
    await closeMonths();
    const after = await february();
    expect(after.figures.income).toBe(0);
    expect(after.figures.arrearsTotal).toBe(0);
  });
});
