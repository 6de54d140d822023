import {
  bookingCalls,
  chargeTypeCalls,
  DeductionKind,
  depositCalls,
  expenseCalls,
  IncomeKind,
  type MonthlyReport,
  paymentCalls,
  propertyCalls,
  type ReportFigures,
  reportCalls,
  roomCalls,
  roomTypeCalls,
  stayChargeCalls,
  type Trend,
} from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  billsOfStay,
  expectLedgerHonest,
  ledgerOf,
  noonOn,
  pay,
  setBusinessSettings,
} from '../../../test/factories/bills.js';
import { bookingInput, insertTenant } from '../../../test/factories/bookings.js';
import { type OracleFigures, oracleFigures, oracleRows } from '../../../test/factories/report-oracle.js';
import { createReportsService } from './reports.service.js';

/**
 * A generated year of a business with two kos, lived day by day through the calls (stays booked,
 * checked in and out, rent paid early, late, in part and ahead, a late fee, a parking charge per
 * period and a laundry one-off, deposits returned, split for damage, applied to bills and kept,
 * expenses of each kos and of the business, a payment deleted and one moved to another date), then
 * every month's report compared to the rupiah with the same figures worked out again from the rows
 * (test/factories/report-oracle.ts): before the months were closed (counted now), after (their
 * closings), per property and together, and the trend month by month. Today is 20 December 2026.
 */
let t: TestApp;
let propertyB = 0;
const TODAY = '2026-12-20';
const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`);

/** A small seeded generator: the same year every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function ok<T>(res: { statusCode: number; body: { data: unknown } }): T {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
}

interface StayPlan {
  room: string;
  checkIn: string;
  checkOut?: string;
  bookingType: 1 | 2 | 3;
  rent: number;
  deposit: number;
  /** How its deposit is settled at check-out. */
  settle?: 'full' | 'damage' | 'owned' | 'applied';
  /** Share of its bills it pays (the rest stay owed). */
  pays: number;
}

const STAYS: StayPlan[] = [
  { room: '101', checkIn: '2026-01-10', bookingType: 3, rent: 1_500_000, deposit: 1_000_000, pays: 1 },
  {
    room: '102',
    checkIn: '2026-02-01',
    checkOut: '2026-07-15',
    bookingType: 3,
    rent: 1_200_000,
    deposit: 800_000,
    settle: 'damage',
    pays: 1,
  },
  { room: '103', checkIn: '2026-02-28', bookingType: 3, rent: 1_000_000, deposit: 500_000, pays: 0.8 },
  {
    room: '104',
    checkIn: '2026-05-04',
    checkOut: '2026-06-29',
    bookingType: 2,
    rent: 400_000,
    deposit: 300_000,
    settle: 'owned',
    pays: 1,
  },
  { room: '105', checkIn: '2026-08-10', checkOut: '2026-08-14', bookingType: 1, rent: 150_000, deposit: 0, pays: 1 },
  {
    room: '106',
    checkIn: '2026-03-15',
    checkOut: '2026-10-15',
    bookingType: 3,
    rent: 1_100_000,
    deposit: 1_100_000,
    settle: 'applied',
    pays: 0.7,
  },
  { room: '107', checkIn: '2026-09-01', bookingType: 3, rent: 900_000, deposit: 900_000, pays: 0 },
  { room: '901', checkIn: '2026-01-05', bookingType: 3, rent: 2_000_000, deposit: 2_000_000, pays: 0.9 },
  {
    room: '902',
    checkIn: '2026-06-20',
    checkOut: '2026-11-20',
    bookingType: 3,
    rent: 1_750_000,
    deposit: 1_000_000,
    settle: 'full',
    pays: 1,
  },
];

type Event = { day: string; order: number; run: () => Promise<void> };

beforeAll(async () => {
  t = await createTestApp();
  const a = t.adminToken;
  const rand = random(45);
  t.clock.set(noonOn('2026-01-01'));
  await setBusinessSettings(t, { LATE_FEE_MODE: 'fixed', LATE_FEE_AMOUNT: 50_000, LATE_FEE_GRACE_DAYS: 3 });
  propertyB = ok<{ propertyId: number }>(
    await t.call(propertyCalls.create, { propertyName: 'KOS MELATI' }, a),
  ).propertyId;
  const prices = { priceDaily: 150_000, priceWeekly: 400_000, priceMonthly: 1_750_000, priceYearly: 20_000_000 };
  const { roomTypeId } = ok<{ roomTypeId: number }>(
    await t.call(roomTypeCalls.create, { roomTypeName: 'MELATI', ...prices, propertyId: propertyB }, a),
  );
  const roomsOfB = new Map<string, number>();
  for (const roomNumber of ['901', '902', '903'])
    roomsOfB.set(
      roomNumber,
      ok<{ roomId: number }>(await t.call(roomCalls.create, { roomNumber, roomTypeId }, a)).roomId,
    );
  const parking = ok<{ chargeTypeId: number }>(
    await t.call(
      chargeTypeCalls.create,
      { chargeTypeName: 'PARKIR MOTOR', chargeKind: 2, unitName: '', unitPrice: 100_000 },
      a,
    ),
  ).chargeTypeId;
  const laundry = ok<{ chargeTypeId: number }>(
    await t.call(
      chargeTypeCalls.create,
      { chargeTypeName: 'LAUNDRY', chargeKind: 3, unitName: 'kg', unitPrice: 15_000 },
      a,
    ),
  ).chargeTypeId;

  const events: Event[] = [];
  const stayIds = new Map<string, number>();
  const deposits = new Map<string, number>();
  for (const plan of STAYS) {
    events.push({
      day: plan.checkIn,
      order: 0,
      run: async () => {
        const ofB = roomsOfB.get(plan.room);
        const input = await bookingInput(
          t,
          ofB ? '101' : plan.room,
          { checkInDate: plan.checkIn, checkOutDate: plan.checkOut ?? '' },
          {
            bookingDate: plan.checkIn,
            bookingType: plan.bookingType,
            rentAmount: plan.rent,
            ...(ofB
              ? { roomNumberId: ofB, tenantId: (await insertTenant(t.db, { propertyId: propertyB })).tenantId }
              : {}),
          },
        );
        const { bookingId } = ok<{ bookingId: number }>(await t.call(bookingCalls.create, input, a));
        stayIds.set(plan.room, bookingId);
        ok(await t.call(bookingCalls.checkIn, { bookingId }, a));
        if (plan.deposit > 0) {
          const month = Number(plan.checkIn.slice(5, 7));
          deposits.set(
            plan.room,
            (await pay(t, bookingId, plan.deposit, { paymentType: 1, paymentDate: plan.checkIn, month, year: 2026 }))
              .paymentId,
          );
        }
      },
    });
    if (plan.checkOut) {
      const checkOut = plan.checkOut;
      events.push({
        day: checkOut,
        order: 2,
        run: async () => {
          const bookingId = stayIds.get(plan.room) as number;
          // A tenant who always pays settles what is left on leaving.
          for (const bill of await billsOfStay(t.db, bookingId)) {
            if (plan.pays < 1 || bill.billStatus > 2) continue;
            const month = Number(checkOut.slice(5, 7));
            await pay(t, bookingId, bill.amount - bill.paidAmount, {
              paymentDate: checkOut,
              billId: bill.billId,
              month,
              year: 2026,
            });
          }
          ok(await t.call(bookingCalls.completeBooking, { bookingId }, a));
          const paymentId = deposits.get(plan.room);
          if (!paymentId) return;
          const body = { paymentId, returnDate: checkOut };
          if (plan.settle === 'full')
            ok(await t.call(depositCalls.create, { ...body, depositStatus: 1, amount: plan.deposit }, a));
          if (plan.settle === 'owned')
            ok(await t.call(depositCalls.create, { ...body, depositStatus: 2, amount: 0 }, a));
          if (plan.settle === 'damage') {
            const deductions = [{ kind: DeductionKind.Damage, amount: 250_000, note: 'KACA PECAH' }];
            ok(
              await t.call(
                depositCalls.create,
                { ...body, depositStatus: 1, amount: plan.deposit - 250_000, deductions },
                a,
              ),
            );
          }
          if (plan.settle === 'applied') {
            const owed = (await billsOfStay(t.db, bookingId)).filter((b) => b.billStatus === 1 || b.billStatus === 2);
            const deductions = [];
            let left = plan.deposit;
            for (const bill of owed) {
              const take = Math.min(left, bill.amount - bill.paidAmount);
              if (take > 0) deductions.push({ kind: DeductionKind.UnpaidBill, amount: take, billId: bill.billId });
              left -= take;
            }
            ok(await t.call(depositCalls.create, { ...body, depositStatus: 1, amount: left, deductions }, a));
          }
        },
      });
    }
  }
  // Parking on 101 from March, laundry once for 901 in April.
  events.push({
    day: '2026-03-01',
    order: 1,
    run: async () => {
      const bookingId = stayIds.get('101') as number;
      ok(
        await t.call(
          stayChargeCalls.create,
          { bookingId, chargeTypeId: parking, quantity: 1, startDate: '2026-03-01', endDate: '', remark: '' },
          a,
        ),
      );
    },
  });
  events.push({
    day: '2026-04-10',
    order: 1,
    run: async () => {
      const bookingId = stayIds.get('901') as number;
      ok(
        await t.call(
          stayChargeCalls.create,
          { bookingId, chargeTypeId: laundry, quantity: 4, startDate: '2026-04-10', endDate: '', remark: '' },
          a,
        ),
      );
    },
  });
  // Each month: its daily run, then the bills due that month paid (or not) on a day of their own.
  for (const month of MONTHS) {
    events.push({ day: month, order: -1, run: async () => void (await ledgerOf(t).generateDaily()) });
    // On the 28th (bills are made a week ahead), the bills of the month are paid, or not, dated
    // any day of it so far: early, on time or late; in full, in part, or with some paid ahead.
    events.push({
      day: `${month.slice(0, 8)}28`,
      order: 1,
      run: async () => {
        await ledgerOf(t).generateDaily();
        for (const plan of STAYS) {
          const bookingId = stayIds.get(plan.room);
          if (!bookingId || (plan.checkOut && plan.checkOut <= `${month.slice(0, 8)}28`)) continue;
          for (const bill of await billsOfStay(t.db, bookingId)) {
            if (bill.periodStart.slice(0, 7) !== month.slice(0, 7) || bill.billStatus > 2 || rand() >= plan.pays)
              continue;
            const day = `${month.slice(0, 8)}${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
            const shape = rand();
            const amount =
              shape < 0.2 ? Math.round(bill.amount / 2) : shape < 0.35 ? bill.amount + 200_000 : bill.amount;
            await pay(t, bookingId, amount, { paymentDate: day, month: Number(month.slice(5, 7)), year: 2026 });
          }
        }
      },
    });
    // Expenses of each kos and of the business, one of them deleted later.
    events.push({
      day: `${month.slice(0, 8)}15`,
      order: 1,
      run: async () => {
        for (const [propertyId, category] of [
          [1, 1],
          [propertyB, 2],
          [null, 1],
        ] as const) {
          const amount = 50_000 + Math.floor(rand() * 20) * 10_000;
          ok(
            await t.call(
              expenseCalls.create,
              {
                expenseDate: `${month.slice(0, 8)}15`,
                expenseCategory: category,
                amount,
                remark: 'LISTRIK',
                propertyId,
              },
              a,
            ),
          );
        }
      },
    });
  }
  // Run the year: events in day order (paying a month's bills adds events to the list as it goes).
  const done = new Set<Event>();
  for (;;) {
    const next = events.filter((e) => !done.has(e)).sort((x, y) => x.day.localeCompare(y.day) || x.order - y.order)[0];
    if (!next) break;
    if (next.day > TODAY) {
      done.add(next);
      continue;
    }
    t.clock.set(noonOn(next.day));
    await next.run();
    done.add(next);
  }
  t.clock.set(noonOn(TODAY));
  await ledgerOf(t).generateDaily();
  // A late fee paid: 103's owed bills settled in December with their fees.
  const owed103 = (await billsOfStay(t.db, stayIds.get('103') as number)).filter(
    (b) => b.billStatus === 1 || b.billStatus === 2,
  );
  for (const bill of owed103)
    await pay(t, stayIds.get('103') as number, bill.amount - bill.paidAmount, {
      paymentDate: '2026-12-18',
      billId: bill.billId,
      month: 12,
      year: 2026,
    });
  // 901 pays three months ahead: beyond every bill made, paid ahead (the stay's credit).
  await pay(t, stayIds.get('901') as number, 30_000_000, { paymentDate: '2026-12-19', month: 12, year: 2026 });
  // A payment moved to another day (a month earlier), one deleted.
  const payments = ok<{ listData: { paymentId: number; paymentDate: string; rowVersion: number }[] }>(
    await t.call(paymentCalls.getList, { paymentType: 2, pageSize: 100, pageIndex: 0 }, a),
  ).listData;
  const moved = payments.find((p) => p.paymentDate.startsWith('2026-06'));
  if (moved) {
    const full = ok<Record<string, unknown>>(await t.call(paymentCalls.getById, { paymentId: moved.paymentId }, a));
    ok(await t.call(paymentCalls.update, { ...full, paymentDate: '2026-05-20' }, a));
  }
  const deleted = payments.find((p) => p.paymentDate.startsWith('2026-09'));
  if (deleted) ok(await t.call(paymentCalls.delete, { paymentId: deleted.paymentId, status: 1 }, a));
  await expectLedgerHonest(t.db);
}, 240_000);
afterAll(() => t.close());

function expectFigures(answer: ReportFigures, oracle: OracleFigures, label: string) {
  const lines = Object.fromEntries(
    answer.incomeLines.map((l) => [
      `${l.incomeKind}:${l.incomeKind === IncomeKind.Charge ? l.chargeTypeId : 0}`,
      l.amount,
    ]),
  );
  const expenseLines = Object.fromEntries(answer.expenseLines.map((l) => [String(l.expenseCategoryId), l.amount]));
  const { arrears, ...rest } = oracle;
  expect(
    {
      income: answer.income,
      incomeLines: lines,
      depositsTaken: answer.depositsTaken,
      depositsReturned: answer.depositsReturned,
      depositsKept: answer.depositsKept,
      expense: answer.expense,
      expenseLines,
      occupiedNights: answer.occupiedNights,
      availableNights: answer.availableNights,
      rooms: answer.rooms,
      roomsOccupiedAtEnd: answer.roomsOccupiedAtEnd,
      depositsHeld: answer.depositsHeld,
      billsMade: answer.billsMade,
      billed: answer.billed,
      collected: answer.collected,
    },
    label,
  ).toEqual(rest);
  expect(answer.arrears, `${label} arrears`).toEqual(arrears);
  expect(answer.net, label).toBe(answer.income - answer.expense);
  expect(answer.arrearsTotal, label).toBe(arrears.reduce((s, b) => s + b.outstanding, 0));
}

const monthly = async (month: string, propertyId?: number) =>
  ok<MonthlyReport>(
    await t.call(
      reportCalls.getMonthly,
      { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)), ...(propertyId ? { propertyId } : {}) },
      t.adminToken,
    ),
  );

describe("the month's report", () => {
  it('ties every figure of every month to the rows, for the business and each kos, before the months are closed', async () => {
    const rows = await oracleRows(t.db);
    for (const month of MONTHS) {
      const asOf = month.slice(0, 7) === TODAY.slice(0, 7) ? TODAY : null;
      for (const propertyId of [undefined, 1, propertyB]) {
        const report = await monthly(month, propertyId);
        const expected = oracleFigures(rows, month, asOf ?? report.monthEnd, propertyId);
        expectFigures(report.figures, expected, `${month} ${propertyId ?? 'all'}`);
      }
    }
  });

  it('keeps the closings of the ended months, which then answer the same', async () => {
    const service = createReportsService({ db: t.db, clock: t.clock, businessTimezone: 'Asia/Jakarta' });
    expect(await service.closeMonths()).toBeGreaterThan(0);
    const rows = await oracleRows(t.db);
    for (const month of MONTHS.slice(0, 11)) {
      const report = await monthly(month);
      expect(report.closed).toBe(true);
      expectFigures(report.figures, oracleFigures(rows, month, report.monthEnd), `${month} closed`);
    }
    // Every kos's figures add up to the business's, but for the business's own expenses.
    const november = await monthly('2026-11-01');
    expect(november.properties.map((p) => p.propertyName).sort()).toEqual(['KOS MELATI', expect.any(String)].sort());
    const sum = (pick: (f: ReportFigures) => number) => november.properties.reduce((s, p) => s + pick(p.figures), 0);
    expect(sum((f) => f.income)).toBe(november.figures.income);
    expect(sum((f) => f.occupiedNights)).toBe(november.figures.occupiedNights);
    expect(sum((f) => f.arrearsTotal)).toBe(november.figures.arrearsTotal);
    expect(sum((f) => f.depositsHeld)).toBe(november.figures.depositsHeld);
  });

  it('answers the trend month by month with the same figures as each month', async () => {
    const trend = ok<Trend>(await t.call(reportCalls.getTrend, { from: '2026-01', to: '2026-12' }, t.adminToken));
    expect(trend.months.map((m) => m.monthStart)).toEqual(MONTHS);
    for (const m of trend.months) expect(m.figures, m.monthStart).toEqual((await monthly(m.monthStart)).figures);
    const ofB = ok<Trend>(
      await t.call(reportCalls.getTrend, { from: '2026-01', to: '2026-12', propertyId: propertyB }, t.adminToken),
    );
    for (const m of ofB.months)
      expect(m.figures, m.monthStart).toEqual((await monthly(m.monthStart, propertyB)).figures);
  });

  it('holds what the year was made of: charges, late fees, paid ahead, deposits kept and returned', async () => {
    const year = await Promise.all(MONTHS.map((m) => monthly(m)));
    const kinds = new Set(year.flatMap((r) => r.figures.incomeLines.map((l) => l.incomeKind)));
    expect([...kinds].sort()).toEqual([1, 2, 3, 4, 5]);
    const charges = new Set(
      year.flatMap((r) => r.figures.incomeLines.filter((l) => l.incomeKind === 3).map((l) => l.name)),
    );
    expect([...charges].sort()).toEqual(['LAUNDRY', 'PARKIR MOTOR']);
    // July: 102's deposit of Rp 800.000 came back but for Rp 250.000 of damage, which is income.
    const july = await monthly('2026-07-01', 1);
    expect(july.figures.depositsReturned).toBe(550_000);
    expect(july.figures.depositsKept).toBe(250_000);
    expect(july.figures.incomeLines.find((l) => l.incomeKind === IncomeKind.DepositKept)?.amount).toBe(250_000);
    // December: 901's payment beyond its bills is income paid ahead.
    const december = await monthly('2026-12-01', propertyB);
    expect(december.figures.incomeLines.find((l) => l.incomeKind === IncomeKind.PaidAhead)?.amount).toBeGreaterThan(0);
    // November: 902's deposit returned in full: not income.
    const november = await monthly('2026-11-01', propertyB);
    expect(november.figures.depositsReturned).toBe(1_000_000);
    expect(november.figures.depositsKept).toBe(0);
  });

  it('answers a month with nothing in it with zeros, every bucket present', async () => {
    const empty = await monthly('2025-06-01');
    expect(empty.figures).toMatchObject({
      income: 0,
      expense: 0,
      net: 0,
      occupiedNights: 0,
      billed: 0,
      collectionRate: null,
    });
    expect(empty.figures.arrears.map((b) => b.outstanding)).toEqual([0, 0, 0, 0]);
    const later = await monthly('2027-03-01');
    expect(later.asOf).toBeNull();
    expect(later.figures.availableNights).toBe(0);
  });
});
