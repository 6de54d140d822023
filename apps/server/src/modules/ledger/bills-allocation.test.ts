import { BillStatus, billCalls, depositCalls, paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { billsOfStay, bookStay, expectLedgerHonest, ledgerOf, noonOn, pay } from '../../../test/factories/bills.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(noonOn('2027-01-25')));

/** A monthly stay from Jan 26 at Rp 1,000,000 with its first two bills (Jan 26, Feb 26). */
async function stayWithTwoBills(room: string) {
  const bookingId = await bookStay(t, room, { checkInDate: '2027-01-26', rentAmount: 1_000_000 });
  t.clock.set(noonOn('2027-02-20'));
  await ledgerOf(t).generateDaily();
  const bills = await billsOfStay(t.db, bookingId);
  expect(bills.length).toBe(2);
  return { bookingId, first: bills[0]?.billId as number, second: bills[1]?.billId as number };
}

describe('payments settle bills', () => {
  it('a part payment leaves the bill partially paid; the rest pays it', async () => {
    const { bookingId, first } = await stayWithTwoBills('101');
    const part = await pay(t, bookingId, 400_000);
    expect(part.settled).toMatchObject([{ billId: first, amount: 400_000, outstanding: 600_000 }]);
    expect(part.credit).toBe(0);
    expect((await billsOfStay(t.db, bookingId))[0]).toMatchObject({
      paidAmount: 400_000,
      billStatus: BillStatus.PartiallyPaid,
    });
    await pay(t, bookingId, 600_000);
    expect(await billsOfStay(t.db, bookingId)).toMatchObject([
      { billStatus: BillStatus.Paid },
      { billStatus: BillStatus.Unpaid, paidAmount: 0 },
    ]);
    await expectLedgerHonest(t.db);
  });

  it('an overpayment becomes credit, which settles the next bill when it is made', async () => {
    const bookingId = await bookStay(t, '102', { checkInDate: '2027-01-26', rentAmount: 1_000_000 });
    const paid = await pay(t, bookingId, 1_500_000);
    expect(paid.credit).toBe(500_000);
    const stay = await t.call(billCalls.getByBookingId, { bookingId }, t.adminToken);
    expect(stay.body.data).toMatchObject({ credit: 500_000, totalOutstanding: 0, totalData: 1 });
    t.clock.set(noonOn('2027-02-20'));
    await ledgerOf(t).generateDaily();
    expect(await billsOfStay(t.db, bookingId)).toMatchObject([
      { billStatus: BillStatus.Paid },
      { paidAmount: 500_000, billStatus: BillStatus.PartiallyPaid },
    ]);
    await expectLedgerHonest(t.db);
  });

  it('a chosen bill is paid first; the spec call with a period month pays that period’s bill', async () => {
    const { bookingId, first, second } = await stayWithTwoBills('103');
    const chosen = await pay(t, bookingId, 300_000, { billId: second });
    expect(chosen.settled).toMatchObject([{ billId: second, amount: 300_000 }]);
    // An old client: only the spec's fields, February 2027 is the period of the Jan 26 bill? No:
    // the bill whose period starts in that month (Feb 26).
    const spec = await pay(t, bookingId, 700_000, { month: 2, year: 2027 });
    expect(spec.settled).toMatchObject([{ billId: second, amount: 700_000, outstanding: 0 }]);
    const none = await pay(t, bookingId, 100_000, { month: 7, year: 2030 });
    expect(none.settled).toMatchObject([{ billId: first, amount: 100_000 }]);
    await expectLedgerHonest(t.db);
  });

  it('editing and deleting a payment allocates again; undeleting takes its share back', async () => {
    const { bookingId } = await stayWithTwoBills('104');
    const a = await pay(t, bookingId, 1_000_000, { paymentDate: '2027-01-26' });
    const b = await pay(t, bookingId, 1_000_000, { paymentDate: '2027-02-01' });
    expect((await billsOfStay(t.db, bookingId)).map((x) => x.billStatus)).toEqual([BillStatus.Paid, BillStatus.Paid]);
    const edited = await t.call(
      paymentCalls.update,
      {
        paymentId: a.paymentId,
        bookingId,
        paymentDate: '2027-01-26',
        paymentType: 2,
        paymentPeriodeMonth: 1,
        paymentPeriodeYear: 2020,
        amount: 250_000,
        remark: '',
      },
      t.adminToken,
    );
    expect(edited.statusCode).toBe(200);
    // The older payment pays the older bill first: 250,000 of it, then the second payment the rest.
    expect(await billsOfStay(t.db, bookingId)).toMatchObject([
      { paidAmount: 1_000_000, billStatus: BillStatus.Paid },
      { paidAmount: 250_000, billStatus: BillStatus.PartiallyPaid },
    ]);
    const deleted = await t.call(paymentCalls.delete, { paymentId: b.paymentId, status: 1 }, t.adminToken);
    expect(deleted.statusCode).toBe(200);
    expect(await billsOfStay(t.db, bookingId)).toMatchObject([
      { paidAmount: 250_000, billStatus: BillStatus.PartiallyPaid },
      { paidAmount: 0, billStatus: BillStatus.Unpaid },
    ]);
    await expectLedgerHonest(t.db);
    await t.call(paymentCalls.delete, { paymentId: b.paymentId, status: 2 }, t.adminToken);
    expect((await billsOfStay(t.db, bookingId)).map((x) => x.paidAmount)).toEqual([1_000_000, 250_000]);
    await expectLedgerHonest(t.db);
  });

  it('a payment that takes over a bill writes only what changes, each row once, and says so in the audit trail', async () => {
    const { bookingId, first, second } = await stayWithTwoBills('203');
    // No bill in its period month: the older payment pays the first bill and half the second.
    const older = await pay(t, bookingId, 1_500_000, { paymentDate: '2027-01-26', month: 7, year: 2030 });
    const [{ since }] = (await t.db.execute<{ since: number }>(sql`select max(audit_id) as since from audit_log`))
      .rows as [{ since: number }];
    // The new one is for January, the first bill's month, so it pays that bill (a paid bill cannot be
    // chosen by id), and the older one's share of it moves to the second bill, as Payment/Create does under load.
    const newer = await pay(t, bookingId, 1_000_000, { paymentDate: '2027-02-01', month: 1, year: 2027 });
    expect(await billsOfStay(t.db, bookingId)).toMatchObject([
      { paidAmount: 1_000_000, billStatus: BillStatus.Paid },
      { paidAmount: 1_000_000, billStatus: BillStatus.Paid },
    ]);
    const allocations = await t.db.execute<{ paymentId: number; billId: number; amount: number }>(sql`
      select payment_id as "paymentId", bill_id as "billId", amount::int from bill_allocations
      where booking_id = ${bookingId} order by payment_id, bill_id`);
    expect(allocations.rows).toEqual([
      { paymentId: older.paymentId, billId: second, amount: 1_000_000 },
      { paymentId: newer.paymentId, billId: first, amount: 1_000_000 },
    ]);
    // The first bill stays paid throughout (never written); the older payment's allocation of the
    // second bill grows (one update of the same allocation); each payment and bill that changed
    // is written once, with its net change.
    const entries = await t.db.execute<{ entity: string; action: string; recordId: number; changes: unknown[] }>(sql`
      select entity, action, record_id as "recordId", changes from audit_log
      where audit_id > ${since} and entity in ('bill', 'billAllocation', 'payment')`);
    const of = (entity: string) => entries.rows.filter((e) => e.entity === entity);
    const fields = (e: { changes: unknown[] }) =>
      Object.fromEntries((e.changes as [string, unknown, unknown][]).map(([k, a, b]) => [k, [a, b]]));
    expect(of('bill').map((e) => [e.recordId, fields(e).paid_amount])).toEqual([[second, [500_000, 1_000_000]]]);
    expect(
      of('payment')
        .filter((e) => e.action !== 'create')
        .map((e) => [e.recordId, fields(e).allocated_amount])
        .sort(),
    ).toEqual(
      [
        [older.paymentId, [1_500_000, 1_000_000]],
        [newer.paymentId, [0, 1_000_000]],
      ].sort(),
    );
    expect(
      of('billAllocation')
        .map((e) => e.action)
        .sort(),
    ).toEqual(['create', 'remove', 'update']);
    const grown = of('billAllocation').find((e) => e.action === 'update');
    expect(grown && fields(grown)).toEqual({ amount: [500_000, 1_000_000] });
    await expectLedgerHonest(t.db);
  });

  it('many payments at once on one stay: no lost allocation, nothing over-paid', async () => {
    const { bookingId } = await stayWithTwoBills('105');
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call(
          paymentCalls.create,
          {
            bookingId,
            paymentDate: '2027-02-01',
            paymentType: 2,
            paymentPeriodeMonth: 1,
            paymentPeriodeYear: 2020,
            amount: 250_000,
            remark: '',
          },
          t.adminToken,
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect((await billsOfStay(t.db, bookingId)).map((x) => x.paidAmount)).toEqual([1_000_000, 1_000_000]);
    const stay = await t.call(billCalls.getByBookingId, { bookingId }, t.adminToken);
    expect(stay.body.data.credit).toBe(1_000_000);
    await expectLedgerHonest(t.db);
  });

  it('refuses a bill of another stay, a paid bill, and a bill on a deposit', async () => {
    const one = await stayWithTwoBills('106');
    t.clock.set(noonOn('2027-01-25'));
    const other = await stayWithTwoBills('107');
    const base = { paymentDate: '2027-02-01', paymentPeriodeMonth: 1, paymentPeriodeYear: 2020, remark: '' };
    const foreign = await t.call(
      paymentCalls.create,
      { ...base, bookingId: one.bookingId, paymentType: 2, amount: 10, billId: other.first },
      t.adminToken,
    );
    expect(foreign.statusCode).toBe(400);
    const deposit = await t.call(
      paymentCalls.create,
      { ...base, bookingId: one.bookingId, paymentType: 1, amount: 10, billId: one.first },
      t.adminToken,
    );
    expect(deposit.statusCode).toBe(400);
    await pay(t, one.bookingId, 1_000_000, { billId: one.first });
    const paid = await t.call(
      paymentCalls.create,
      { ...base, bookingId: one.bookingId, paymentType: 2, amount: 10, billId: one.first },
      t.adminToken,
    );
    expect(paid.statusCode).toBe(409);
    expect((await billsOfStay(t.db, one.bookingId))[1]?.paidAmount).toBe(0);
  });

  it('an administrator waives a bill with a reason: what was paid of it moves on as credit', async () => {
    const { bookingId, first } = await stayWithTwoBills('201');
    await pay(t, bookingId, 600_000);
    const staff = await t.createUser();
    expect((await t.call(billCalls.void, { billId: first, reason: 'Promo' }, staff.token)).statusCode).toBe(403);
    expect((await t.call(billCalls.void, { billId: first, reason: '' }, t.adminToken)).statusCode).toBe(400);
    const waived = await t.call(billCalls.void, { billId: first, reason: 'Promo' }, t.adminToken);
    expect(waived.statusCode).toBe(200);
    expect(waived.body.data).toMatchObject({ billStatus: BillStatus.Void, voidReason: 'Promo', outstanding: 0 });
    expect(await billsOfStay(t.db, bookingId)).toMatchObject([
      { billStatus: BillStatus.Void, paidAmount: 0 },
      { paidAmount: 600_000, billStatus: BillStatus.PartiallyPaid },
    ]);
    expect((await t.call(billCalls.void, { billId: first, reason: 'Again' }, t.adminToken)).statusCode).toBe(409);
    await expectLedgerHonest(t.db);
  });

  it('a deposit return deducts an unpaid bill (paid from the deposit) and damage', async () => {
    const { bookingId, first } = await stayWithTwoBills('202');
    const deposit = await pay(t, bookingId, 2_000_000, { paymentType: 1 });
    await pay(t, bookingId, 300_000);
    const tooMuch = await t.call(
      depositCalls.create,
      {
        paymentId: deposit.paymentId,
        depositStatus: 1,
        amount: 0,
        deductions: [{ kind: 1, amount: 800_000, billId: first }],
      },
      t.adminToken,
    );
    expect(tooMuch.statusCode).toBe(400);
    const returned = await t.call(
      depositCalls.create,
      {
        paymentId: deposit.paymentId,
        depositStatus: 1,
        amount: 1_050_000,
        deductions: [
          { kind: 1, amount: 700_000, billId: first },
          { kind: 2, amount: 250_000, note: 'Broken window' },
        ],
      },
      t.adminToken,
    );
    expect(returned.body).toMatchObject({ status: 1 });
    expect(returned.statusCode).toBe(200);
    expect(returned.body.data).toMatchObject({ returnAmount: 1_050_000, totalDeductions: 950_000 });
    expect((await billsOfStay(t.db, bookingId))[0]).toMatchObject({
      paidAmount: 1_000_000,
      billStatus: BillStatus.Paid,
    });
    const bill = await t.call(billCalls.getById, { billId: first }, t.adminToken);
    expect(
      bill.body.data.payments.map((p: { paymentType: number; amount: number }) => [p.paymentType, p.amount]),
    ).toEqual([
      [1, 700_000],
      [2, 300_000],
    ]);
    const got = await t.call(depositCalls.getById, { paymentId: deposit.paymentId }, t.adminToken);
    expect(got.body.data.deductions).toMatchObject([
      { kind: 1, amount: 700_000, billId: first },
      { kind: 2, amount: 250_000, note: 'Broken window' },
    ]);
    // The deposit paid a bill: it can no longer be deleted.
    expect(
      (await t.call(paymentCalls.delete, { paymentId: deposit.paymentId, status: 1 }, t.adminToken)).statusCode,
    ).toBe(409);
    await expectLedgerHonest(t.db);
  });
});
