import { BillLineKind, billCalls, settingCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  billsOfStay,
  bookStay,
  expectLedgerHonest,
  ledgerOf,
  noonOn,
  pay,
  setBusinessSettings,
} from '../../../test/factories/bills.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lateFeeLines(billId: number) {
  const result = await t.db.execute<{ amount: number; lateDays: number | null }>(sql`
    select amount::float8 as amount, late_days as "lateDays" from bill_lines where bill_id = ${billId} and kind = ${BillLineKind.LateFee}`);
  return result.rows;
}

describe('late fees and settings', () => {
  it('settings: staff read them, only administrators change them, and bad combinations are refused', async () => {
    const staff = await t.createUser();
    const read = await t.call(settingCalls.getBusinessSettings, {}, staff.token);
    expect(read.body.data).toMatchObject({ BILL_DAYS_AHEAD: 7, LATE_FEE_MODE: 'none', LATE_FEE_SINCE: '' });
    expect((await t.call(settingCalls.updateBusinessSettings, { BILL_DAYS_AHEAD: 3 }, staff.token)).statusCode).toBe(
      403,
    );
    const noAmount = await t.call(settingCalls.updateBusinessSettings, { LATE_FEE_MODE: 'fixed' }, t.adminToken);
    expect(noAmount.statusCode).toBe(400);
    const lowCap = await t.call(
      settingCalls.updateBusinessSettings,
      { LATE_FEE_MODE: 'perDay', LATE_FEE_AMOUNT: 10_000, LATE_FEE_CAP: 5_000 },
      t.adminToken,
    );
    expect(lowCap.statusCode).toBe(400);
    const bad = await t.call(settingCalls.updateBusinessSettings, { BILL_DAYS_AHEAD: -1 }, t.adminToken);
    expect(bad.statusCode).toBe(400);
    expect((await t.call(settingCalls.getBusinessSettings, {}, staff.token)).body.data.LATE_FEE_MODE).toBe('none');
  });

  it('a fixed late fee is added once when the grace ends, and paying clears the bill with it', async () => {
    t.clock.set(noonOn('2027-01-25'));
    await setBusinessSettings(t, { LATE_FEE_MODE: 'fixed', LATE_FEE_AMOUNT: 50_000, LATE_FEE_GRACE_DAYS: 3 });
    const bookingId = await bookStay(t, '101', { checkInDate: '2027-01-26', rentAmount: 1_000_000 });
    const [bill] = await billsOfStay(t.db, bookingId);
    const billId = bill?.billId as number;
    t.clock.set(noonOn('2027-01-29')); // due Jan 26 + 3 days of grace: not yet
    await ledgerOf(t).generateDaily();
    expect(await lateFeeLines(billId)).toEqual([]);
    t.clock.set(noonOn('2027-01-30'));
    await ledgerOf(t).generateDaily();
    await ledgerOf(t).generateDaily();
    t.clock.set(noonOn('2027-02-05'));
    await ledgerOf(t).generateDaily();
    expect(await lateFeeLines(billId)).toEqual([{ amount: 50_000, lateDays: null }]);
    const got = await t.call(billCalls.getById, { billId }, t.adminToken);
    expect(got.body.data).toMatchObject({ amount: 1_050_000, outstanding: 1_050_000, daysOverdue: 10 });
    await pay(t, bookingId, 1_050_000);
    expect((await billsOfStay(t.db, bookingId))[0]).toMatchObject({ paidAmount: 1_050_000, billStatus: 3 });
    await expectLedgerHonest(t.db);
  });

  it('a per-day late fee grows by the day while the bill is owed, up to its cap, on one line', async () => {
    t.clock.set(noonOn('2027-03-01'));
    await setBusinessSettings(t, {
      LATE_FEE_MODE: 'perDay',
      LATE_FEE_AMOUNT: 10_000,
      LATE_FEE_CAP: 45_000,
      LATE_FEE_GRACE_DAYS: 0,
    });
    const bookingId = await bookStay(t, '102', { checkInDate: '2027-03-02', rentAmount: 1_000_000 });
    const billId = (await billsOfStay(t.db, bookingId))[0]?.billId as number;
    t.clock.set(noonOn('2027-03-04'));
    await ledgerOf(t).generateDaily();
    expect(await lateFeeLines(billId)).toEqual([{ amount: 20_000, lateDays: 2 }]);
    t.clock.set(noonOn('2027-03-05'));
    await ledgerOf(t).generateDaily();
    expect(await lateFeeLines(billId)).toEqual([{ amount: 30_000, lateDays: 3 }]);
    t.clock.set(noonOn('2027-03-20'));
    await ledgerOf(t).generateDaily();
    expect(await lateFeeLines(billId)).toEqual([{ amount: 45_000, lateDays: 5 }]);
    await pay(t, bookingId, 1_045_000);
    t.clock.set(noonOn('2027-03-25'));
    await ledgerOf(t).generateDaily();
    expect(await lateFeeLines(billId)).toEqual([{ amount: 45_000, lateDays: 5 }]);
    await setBusinessSettings(t, { LATE_FEE_MODE: 'none' });
    await expectLedgerHonest(t.db);
  });

  it('a per-day late fee keeps the cap it was counted against: a raised cap grows it, a lowered one leaves it', async () => {
    t.clock.set(noonOn('2027-04-01'));
    await setBusinessSettings(t, {
      LATE_FEE_MODE: 'perDay',
      LATE_FEE_AMOUNT: 10_000,
      LATE_FEE_CAP: 30_000,
      LATE_FEE_GRACE_DAYS: 0,
    });
    const bookingId = await bookStay(t, '104', { checkInDate: '2027-04-02', rentAmount: 1_000_000 });
    const billId = (await billsOfStay(t.db, bookingId))[0]?.billId as number;
    const capOf = async () =>
      (
        await t.db.execute<{ amount: number; cap: number | null }>(sql`
          select amount::int as amount, late_fee_cap::int as cap from bill_lines where bill_id = ${billId} and kind = 2`)
      ).rows;
    t.clock.set(noonOn('2027-04-10'));
    await ledgerOf(t).generateDaily();
    expect(await capOf()).toEqual([{ amount: 30_000, cap: 30_000 }]);
    await setBusinessSettings(t, { LATE_FEE_CAP: 50_000 });
    await ledgerOf(t).generateDaily();
    expect(await capOf()).toEqual([{ amount: 50_000, cap: 50_000 }]);
    await setBusinessSettings(t, { LATE_FEE_CAP: 20_000 });
    t.clock.set(noonOn('2027-04-12'));
    await ledgerOf(t).generateDaily();
    expect(await capOf()).toEqual([{ amount: 50_000, cap: 50_000 }]);
    await setBusinessSettings(t, { LATE_FEE_MODE: 'none' });
    await expectLedgerHonest(t.db);
  });

  it('the list, arrears and aging buckets follow the bills', async () => {
    t.clock.set(noonOn('2027-05-01'));
    const stay = await bookStay(t, '103', { checkInDate: '2027-05-01', bookingType: 2, rentAmount: 700_000 });
    t.clock.set(noonOn('2027-06-15'));
    await ledgerOf(t).generateDaily();
    const list = await t.call(billCalls.getList, { roomNumber: '103', pageSize: 3 }, t.adminToken);
    expect(list.statusCode).toBe(200);
    expect(list.body.data.listData.length).toBe(3);
    const all = await billsOfStay(t.db, stay);
    expect(list.body.data.totalData).toBe(all.length);
    expect(list.body.data.totalAmount).toBe(all.reduce((s, b) => s + b.amount, 0));
    const overdue = await t.call(billCalls.getList, { roomNumber: '103', overdueOnly: true }, t.adminToken);
    expect(overdue.body.data.listData.every((b: { daysOverdue: number }) => b.daysOverdue > 0)).toBe(true);
    // Totals over months kept by trigger and partial months counted: the same as the bills say.
    for (const filter of [
      { dueFrom: '2027-05-10', dueTo: '2027-06-20', status: 1 },
      // Inside one month: the month less its other days, or counted; across a month end.
      { dueFrom: '2027-06-01', dueTo: '2027-06-29', status: 1 },
      { dueFrom: '2027-05-02', dueTo: '2027-05-30' },
      { dueFrom: '2027-05-05', dueTo: '2027-05-09' },
      { dueFrom: '2027-05-31', dueTo: '2027-06-01' },
      { dueTo: '2027-05-31' },
      { overdueOnly: true, billStatus: 1 },
      {},
    ]) {
      const listed = await t.call(billCalls.getList, filter, t.adminToken);
      const from = 'dueFrom' in filter ? filter.dueFrom : '1900-01-01';
      const to = 'dueTo' in filter ? filter.dueTo : 'overdueOnly' in filter ? '2027-06-14' : '2999-12-31';
      const statusOnly = 'billStatus' in filter ? sql`bill_status = 1` : sql`true`;
      const expected = await t.db.execute<{ n: number; billed: number; paid: number }>(sql`
        select count(*)::int as n, coalesce(sum(amount) filter (where bill_status <> 4), 0)::float8 as billed,
               coalesce(sum(paid_amount), 0)::float8 as paid
        from bills where due_date between ${from}::date and ${to}::date and ${statusOnly}
          and (${'status' in filter ? 1 : 0} = 0 or status = 1)`);
      expect(listed.body.data).toMatchObject({
        totalData: expected.rows[0]?.n,
        totalAmount: expected.rows[0]?.billed,
        totalPaid: expected.rows[0]?.paid,
      });
    }
    await expectLedgerHonest(t.db);
    const reversed = await t.call(billCalls.getList, { dueFrom: '2027-06-01', dueTo: '2027-05-01' }, t.adminToken);
    expect(reversed.statusCode).toBe(400);

    const arrears = await t.call(billCalls.getArrears, { roomNumber: '103' }, t.adminToken);
    expect(arrears.body.data.listData).toMatchObject([
      { bookingId: stay, oldestDueDate: '2027-05-01T00:00:00', daysOverdue: 45, agingBucket: 2 },
    ]);
    const owed = all.filter((b) => b.periodStart <= '2027-06-15').reduce((s, b) => s + b.amount - b.paidAmount, 0);
    expect(arrears.body.data.listData[0]?.outstanding).toBe(owed);
    expect(arrears.body.data.buckets.map((b: { agingBucket: number }) => b.agingBucket)).toEqual([0, 1, 2, 3]);
  });
});
