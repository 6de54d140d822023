import { BillStatus, bookingCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  billsOfStay,
  bookStay,
  expectLedgerHonest,
  ledgerOf,
  noonOn,
  setBusinessSettings,
} from '../../../test/factories/bills.js';
import { createDatabase } from '../../db/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(noonOn('2027-01-25')));

const starts = (bills: { periodStart: string }[]) => bills.map((b) => b.periodStart);

describe('bill generation', () => {
  it('a monthly stay: periods from the check-in each time (Jan 31, Feb 28, Mar 31), made BILL_DAYS_AHEAD before', async () => {
    const bookingId = await bookStay(t, '101', { checkInDate: '2027-01-31', rentAmount: 1_500_000 });
    // Booked on Jan 25: the first period begins within 7 days, so its bill is made at once.
    expect(await billsOfStay(t.db, bookingId)).toMatchObject([
      {
        periodStart: '2027-01-31',
        periodEnd: '2027-02-28',
        amount: 1_500_000,
        paidAmount: 0,
        billStatus: BillStatus.Unpaid,
      },
    ]);
    t.clock.set(noonOn('2027-02-20'));
    await ledgerOf(t).generateDaily();
    expect(starts(await billsOfStay(t.db, bookingId))).toEqual(['2027-01-31']);
    t.clock.set(noonOn('2027-02-21'));
    await ledgerOf(t).generateDaily();
    t.clock.set(noonOn('2027-03-24'));
    await ledgerOf(t).generateDaily();
    expect(await billsOfStay(t.db, bookingId)).toMatchObject([
      { periodStart: '2027-01-31', periodEnd: '2027-02-28' },
      { periodStart: '2027-02-28', periodEnd: '2027-03-31' },
      { periodStart: '2027-03-31', periodEnd: '2027-04-30' },
    ]);
  });

  it('weekly, daily and yearly stays', async () => {
    const weekly = await bookStay(t, '102', { checkInDate: '2027-01-26', bookingType: 2, rentAmount: 400_000 });
    const daily = await bookStay(t, '103', { checkInDate: '2027-01-26', bookingType: 1, rentAmount: 100_000 });
    const yearly = await bookStay(t, '104', { checkInDate: '2027-01-26', bookingType: 4, rentAmount: 15_000_000 });
    expect(starts(await billsOfStay(t.db, weekly))).toEqual(['2027-01-26']);
    expect(starts(await billsOfStay(t.db, daily))).toEqual([
      '2027-01-26',
      '2027-01-27',
      '2027-01-28',
      '2027-01-29',
      '2027-01-30',
      '2027-01-31',
      '2027-02-01',
    ]);
    expect(await billsOfStay(t.db, yearly)).toMatchObject([
      { periodStart: '2027-01-26', periodEnd: '2028-01-26', amount: 15_000_000 },
    ]);
    const dailyBills = await billsOfStay(t.db, daily);
    expect(dailyBills.every((b) => b.amount === 100_000)).toBe(true);
  });

  it('a stay with a check-out date: no bill past it, the last period prorated by days (or full, by setting)', async () => {
    // 31 days in the period from Jan 26 to Feb 26; the stay ends Feb 10: 15 of 31 days.
    const prorated = await bookStay(t, '105', {
      checkInDate: '2027-01-26',
      checkOutDate: '2027-02-10',
      rentAmount: 3_100_000,
    });
    t.clock.set(noonOn('2027-03-20'));
    await ledgerOf(t).generateDaily();
    expect(await billsOfStay(t.db, prorated)).toMatchObject([
      { periodStart: '2027-01-26', periodEnd: '2027-02-10', amount: 1_500_000 },
    ]);
    await setBusinessSettings(t, { BILL_PRORATION: 'full' });
    t.clock.set(noonOn('2027-01-25'));
    const full = await bookStay(t, '106', {
      checkInDate: '2027-01-26',
      checkOutDate: '2027-02-10',
      rentAmount: 3_100_000,
    });
    expect(await billsOfStay(t.db, full)).toMatchObject([{ periodEnd: '2027-02-10', amount: 3_100_000 }]);
    await setBusinessSettings(t, { BILL_PRORATION: 'prorate' });
  });

  it('an early check-out prorates the running period; a cancelled stay voids the bills not yet begun', async () => {
    const stay = await bookStay(t, '107', { checkInDate: '2027-01-01', rentAmount: 3_100_000 });
    await t.call(bookingCalls.checkIn, { bookingId: stay }, t.adminToken);
    t.clock.set(noonOn('2027-01-16'));
    const done = await t.call(bookingCalls.completeBooking, { bookingId: stay }, t.adminToken);
    expect(done.statusCode).toBe(200);
    // The period that would have begun Feb 1 falls outside the stay now.
    expect(await billsOfStay(t.db, stay)).toMatchObject([
      { periodStart: '2027-01-01', periodEnd: '2027-01-16', amount: 1_500_000, billStatus: BillStatus.Unpaid },
      { periodStart: '2027-02-01', billStatus: BillStatus.Void },
    ]);

    t.clock.set(noonOn('2027-01-25'));
    const later = await bookStay(t, '205', { checkInDate: '2027-01-30', bookingType: 2, rentAmount: 700_000 });
    expect((await billsOfStay(t.db, later)).length).toBe(1);
    const cancelled = await t.call(bookingCalls.cancelBooking, { bookingId: later }, t.adminToken);
    expect(cancelled.statusCode).toBe(200);
    expect(await billsOfStay(t.db, later)).toMatchObject([{ billStatus: BillStatus.Void }]);
    await expectLedgerHonest(t.db);
  });

  it('a booking left without a rent takes the room type price for its period', async () => {
    const bookingId = await bookStay(t, '201', { checkInDate: '2027-01-28' });
    const got = await t.call(bookingCalls.getById, { bookingId }, t.adminToken);
    const price = await t.db.execute<{ price: number }>(sql`
      select rt.price_monthly::float8 as price from rooms r join room_types rt on rt.room_type_id = r.room_type_id
      where r.room_number = '201'`);
    expect(got.body.data.rentAmount).toBe(price.rows[0]?.price);
    expect((await billsOfStay(t.db, bookingId))[0]?.amount).toBe(price.rows[0]?.price);
  });

  it('a clock moved forward a month makes exactly the missing bills, and a second run makes none', async () => {
    const bookingId = await bookStay(t, '202', { checkInDate: '2027-01-27', bookingType: 2, rentAmount: 500_000 });
    expect(starts(await billsOfStay(t.db, bookingId))).toEqual(['2027-01-27']);
    t.clock.set(noonOn('2027-02-25'));
    await ledgerOf(t).generateDaily();
    // Weekly periods starting up to Mar 4: Jan 27, Feb 3, 10, 17, 24, Mar 3.
    expect(starts(await billsOfStay(t.db, bookingId))).toEqual([
      '2027-01-27',
      '2027-02-03',
      '2027-02-10',
      '2027-02-17',
      '2027-02-24',
      '2027-03-03',
    ]);
    await ledgerOf(t).generateDaily();
    expect((await billsOfStay(t.db, bookingId)).length).toBe(6);
  });

  it('two servers generating at once make each bill once', async () => {
    const ids = [
      await bookStay(t, '203', { checkInDate: '2027-01-20', bookingType: 1, rentAmount: 90_000 }),
      await bookStay(t, '204', { checkInDate: '2027-01-20', bookingType: 2, rentAmount: 450_000 }),
    ];
    t.clock.set(noonOn('2027-04-01'));
    const url = (t.db.$client as unknown as { options: { connectionString: string } }).options.connectionString;
    const other = createDatabase({ url, timeZone: 'Asia/Jakarta' });
    try {
      const runs = await Promise.all([ledgerOf(t).generateDaily(), ledgerOf(t, other).generateDaily()]);
      // One of them ran; the other found the lock taken (null) or had nothing left to make.
      expect(runs.filter((r) => r !== null && r > 0).length).toBe(1);
      // A run the lock kept out is made up by the next one, which finds nothing missing.
      await Promise.all([ledgerOf(t).generateDaily(), ledgerOf(t, other).generateDaily()]);
    } finally {
      await other.$client.end();
    }
    const dup = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (select booking_id, period_start from bills group by 1, 2 having count(*) > 1) d`);
    expect(dup.rows[0]?.n).toBe(0);
    expect((await billsOfStay(t.db, ids[0] as number)).length).toBe(79); // Jan 20 .. Apr 8
    await expectLedgerHonest(t.db);
    // The daily run is no one's call: its bills are audited as the server's.
    const who = await t.db.execute<{ username: string; userId: number | null }>(sql`
      select distinct username, user_id as "userId" from audit_log
      where entity = 'bill' and record_id in (select bill_id from bills where booking_id = ${ids[0] as number}
                                               and period_start >= '2027-02-10')`);
    expect(who.rows).toEqual([{ username: 'system', userId: null }]);
  });
});
