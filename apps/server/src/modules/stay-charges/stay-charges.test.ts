import { BillLineKind, billCalls, bookingCalls, Role, stayChargeCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { billsOfStay, bookStay, expectLedgerHonest, ledgerOf, noonOn, pay } from '../../../test/factories/bills.js';

/**
 * A stay's charges and rent changes (README.md; the ledger's README, Charges): a per-period charge
 * over three bills stopped by its end date, a one-off charge on the next open bill, who may set a
 * price, and a rent change from a date that rebuilds unpaid bills and never a paid one.
 */
let t: TestApp;
const typeIds: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const types = await t.db.execute<{ id: number; name: string }>(
    sql`select charge_type_id as id, charge_type_name as name from charge_types`,
  );
  for (const r of types.rows) typeIds[r.name] = r.id;
});
afterAll(() => t.close());

const ok = <T>(res: { statusCode: number; body: { data: T } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

async function chargeLines(billId: number) {
  const bill = ok(await t.call(billCalls.getById, { billId }, t.adminToken));
  return bill.lines
    .filter((l) => l.lineKind >= 3)
    .map((l) => [l.lineKind, l.description, l.quantity, l.unitPrice, l.amount]);
}

describe('charges on a stay', () => {
  it('put a per-period charge on every bill of its dates, and stop at its end date', async () => {
    t.clock.set(noonOn('2027-01-01'));
    const stay = await bookStay(t, '101', { checkInDate: '2027-01-01', rentAmount: 1_500_000 });
    const created = ok(
      await t.call(
        stayChargeCalls.create,
        {
          bookingId: stay,
          chargeTypeId: typeIds['Parkir Motor'] as number,
          quantity: 1,
          startDate: '2027-01-01',
          endDate: '2027-03-15',
          remark: 'Honda Beat B 1234 XY',
        },
        t.adminToken,
      ),
    );
    for (const day of ['2027-01-25', '2027-02-22', '2027-03-25', '2027-04-24']) {
      t.clock.set(noonOn(day));
      await ledgerOf(t).generateDaily();
    }
    const bills = await billsOfStay(t.db, stay);
    expect(bills.map((b) => [b.periodStart, b.amount])).toEqual([
      ['2027-01-01', 1_550_000],
      ['2027-02-01', 1_550_000],
      ['2027-03-01', 1_550_000],
      ['2027-04-01', 1_500_000],
      ['2027-05-01', 1_500_000],
    ]);
    expect(await chargeLines(bills[0]?.billId as number)).toEqual([
      [BillLineKind.PerPeriod, 'Parkir Motor', 1, 50_000, 50_000],
    ]);
    const listed = ok(await t.call(stayChargeCalls.getList, { bookingId: stay }, t.adminToken));
    expect(listed).toMatchObject([
      {
        stayChargeId: created.stayChargeId,
        chargeTypeName: 'Parkir Motor',
        chargeKind: 2,
        unitName: 'motor',
        amount: 50_000,
        startDate: '2027-01-01T00:00:00',
        endDate: '2027-03-15T00:00:00',
        billIds: bills.slice(0, 3).map((b) => b.billId),
        status: 1,
      },
    ]);
    await expectLedgerHonest(t.db);
  });

  it('change a per-period charge on unpaid bills only, and take it off them when stopped', async () => {
    t.clock.set(noonOn('2027-04-24'));
    const stay = (await t.db.execute<{ id: number }>(sql`select booking_id as id from bookings order by 1 limit 1`))
      .rows[0]?.id as number;
    const [january] = await billsOfStay(t.db, stay);
    await pay(t, stay, 1_550_000, { billId: january?.billId as number });
    const [charge] = ok(await t.call(stayChargeCalls.getList, { bookingId: stay }, t.adminToken));
    ok(
      await t.call(
        stayChargeCalls.update,
        { stayChargeId: charge?.stayChargeId, quantity: 2, startDate: '2027-01-01', endDate: '2027-03-15', remark: '' },
        t.adminToken,
      ),
    );
    const afterChange = await billsOfStay(t.db, stay);
    expect(afterChange.slice(0, 3).map((b) => b.amount)).toEqual([1_550_000, 1_600_000, 1_600_000]);
    ok(await t.call(stayChargeCalls.delete, { stayChargeId: charge?.stayChargeId }, t.adminToken));
    const stopped = await billsOfStay(t.db, stay);
    expect(stopped.slice(0, 3).map((b) => b.amount)).toEqual([1_550_000, 1_500_000, 1_500_000]);
    const again = await t.call(stayChargeCalls.delete, { stayChargeId: charge?.stayChargeId }, t.adminToken);
    expect(again.body).toMatchObject({ code: 'stayCharge.deleted' });
    expect(ok(await t.call(stayChargeCalls.getList, { bookingId: stay }, t.adminToken))[0]).toMatchObject({
      status: 2,
      billIds: [january?.billId],
    });
    await expectLedgerHonest(t.db);
  });

  it('put a one-off charge on the next open bill, once; paid, it can no longer change', async () => {
    t.clock.set(noonOn('2027-04-24'));
    const stay = await bookStay(t, '102', { checkInDate: '2027-04-01', rentAmount: 1_000_000 });
    const laundry = ok(
      await t.call(
        stayChargeCalls.create,
        { bookingId: stay, chargeTypeId: typeIds.Laundry as number, quantity: 3, startDate: '2027-04-20', remark: '' },
        t.adminToken,
      ),
    );
    const bills = await billsOfStay(t.db, stay);
    const may = bills.find((b) => b.periodStart === '2027-05-01');
    expect(may?.amount).toBe(1_021_000);
    expect(await chargeLines(may?.billId as number)).toEqual([[BillLineKind.OneOff, 'Laundry', 3, 7_000, 21_000]]);
    t.clock.set(noonOn('2027-05-25'));
    await ledgerOf(t).generateDaily();
    expect((await billsOfStay(t.db, stay)).find((b) => b.periodStart === '2027-06-01')?.amount).toBe(1_000_000);
    await pay(t, stay, 1_021_000, { billId: may?.billId as number });
    const change = await t.call(
      stayChargeCalls.update,
      { stayChargeId: laundry.stayChargeId, quantity: 4, startDate: '2027-04-20', remark: '' },
      t.adminToken,
    );
    expect(change.statusCode).toBe(409);
    expect(change.body).toMatchObject({ code: 'stayCharge.onPaidBill' });
    await expectLedgerHonest(t.db);
  });

  it('let front desk charge at the type price only, and refuse metered types, wrong dates and unknown stays', async () => {
    t.clock.set(noonOn('2027-05-25'));
    const stay = (
      await t.db.execute<{ id: number }>(sql`select booking_id as id from bookings order by 1 desc limit 1`)
    ).rows[0]?.id as number;
    const desk = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    const base = {
      bookingId: stay,
      chargeTypeId: typeIds.Wifi as number,
      quantity: 1,
      startDate: '2027-06-01',
      remark: '',
    };
    const cheaper = await t.call(stayChargeCalls.create, { ...base, unitPrice: 80_000 }, desk.token);
    expect(cheaper.statusCode).toBe(403);
    expect(cheaper.body).toMatchObject({
      code: 'stayCharge.priceNotTypePrice',
      message:
        "The unit price must be the charge type's price, Rp 100.000. Only a manager or the owner may agree another price.",
    });
    expect((await t.call(stayChargeCalls.create, base, desk.token)).statusCode).toBe(200);
    const metered = await t.call(
      stayChargeCalls.create,
      { ...base, chargeTypeId: typeIds.Listrik as number },
      desk.token,
    );
    expect(metered.body).toMatchObject({ code: 'stayCharge.metered', params: { type: 'Listrik' } });
    const early = await t.call(stayChargeCalls.create, { ...base, startDate: '2027-03-01' }, desk.token);
    expect(early.body).toMatchObject({ code: 'stayCharge.startBeforeCheckIn', params: { date: '2027-04-01' } });
    const reversed = await t.call(stayChargeCalls.create, { ...base, endDate: '2027-05-01' }, desk.token);
    expect(reversed.body).toMatchObject({ code: 'stayCharge.endBeforeStart' });
    const missing = await t.call(stayChargeCalls.create, { ...base, bookingId: 999_999 }, desk.token);
    expect(missing.statusCode).toBe(404);
  });
});

describe('a rent change from a date', () => {
  it('bills the periods from the date at the new rent, rebuilds unpaid bills and never a paid one', async () => {
    t.clock.set(noonOn('2027-01-01'));
    const stay = await bookStay(t, '103', { checkInDate: '2027-01-01', rentAmount: 1_000_000 });
    for (const day of ['2027-01-25', '2027-02-22']) {
      t.clock.set(noonOn(day));
      await ledgerOf(t).generateDaily();
    }
    const [january, february, march] = await billsOfStay(t.db, stay);
    await pay(t, stay, 1_000_000, { billId: february?.billId as number });
    const desk = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    const change = { bookingId: stay, rentAmount: 1_200_000, fromDate: '2027-02-01' };
    expect((await t.call(bookingCalls.changeRent, change, desk.token)).statusCode).toBe(403);
    const early = await t.call(bookingCalls.changeRent, { ...change, fromDate: '2026-12-01' }, t.adminToken);
    expect(early.body).toMatchObject({ code: 'booking.changeRentBeforeCheckIn', params: { date: '2027-01-01' } });
    const changed = ok(await t.call(bookingCalls.changeRent, change, t.adminToken));
    expect(changed).toMatchObject({
      rentAmount: 1_000_000,
      rentChanges: [{ fromDate: '2027-02-01T00:00:00', rentAmount: 1_200_000, updateBy: 'admin' }],
    });
    const after = await billsOfStay(t.db, stay);
    // January is before the date; February was paid at the old rent and stays so; March is rebuilt.
    expect(after.map((b) => [b.billId, b.amount, b.billStatus])).toEqual([
      [january?.billId, 1_000_000, 1],
      [february?.billId, 1_000_000, 3],
      [march?.billId, 1_200_000, 1],
    ]);
    t.clock.set(noonOn('2027-03-25'));
    await ledgerOf(t).generateDaily();
    expect((await billsOfStay(t.db, stay)).at(-1)).toMatchObject({ periodStart: '2027-04-01', amount: 1_200_000 });
    // Within the stay, of a stay still kept: after its check-out, or of a deleted booking, refused in words.
    const ending = await bookStay(t, '104', {
      checkInDate: '2027-01-01',
      checkOutDate: '2027-03-01',
      rentAmount: 1_000_000,
    });
    const late = await t.call(
      bookingCalls.changeRent,
      { ...change, bookingId: ending, fromDate: '2027-03-01' },
      t.adminToken,
    );
    expect(late.body).toMatchObject({
      code: 'booking.changeRentAfterCheckOut',
      params: { date: '2027-03-01' },
      message: 'From Date must be before the check-out date, 01 Mar 2027',
    });
    ok(await t.call(bookingCalls.delete, { bookingId: ending, status: 1 }, t.adminToken));
    const deleted = await t.call(bookingCalls.changeRent, { ...change, bookingId: ending }, t.adminToken);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.body).toMatchObject({ code: 'booking.changeRentNotOpen' });
    const audit = await t.db.execute<{ entity: string }>(
      sql`select entity from audit_log where entity = 'rentChange' and action = 'create'`,
    );
    expect(audit.rows).toHaveLength(1);
    await expectLedgerHonest(t.db);
  });
});
