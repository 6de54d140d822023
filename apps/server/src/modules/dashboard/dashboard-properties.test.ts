import {
  bookingCalls,
  dashboardCalls,
  depositCalls,
  expenseCalls,
  exportCalls,
  paymentCalls,
  propertyCalls,
  Role,
  roomCalls,
  roomTypeCalls,
} from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile } from '../../../test/exports.js';
import { book, insertTenant } from '../../../test/factories/bookings.js';

/**
 * The money a user of one property reads: the dashboard's figures and the payment and deposit
 * lists' totals add up that property's money only, asked for it or for every property they work
 * in; the owner's add up every property and the business's own expenses. Property A is the seed's
 * (1), B is made here. Today is 15 November 2026 in Jakarta.
 */
let t: TestApp;
let propertyB: number;
let managerA: Awaited<ReturnType<TestApp['createUser']>>;
let managerB: Awaited<ReturnType<TestApp['createUser']>>;

function ok<T = Record<string, number>>(res: { statusCode: number; body: { data: unknown } }): T {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
}

const payment = (bookingId: number, paymentDate: string, amount: number, paymentType: 1 | 2) => ({
  bookingId,
  paymentDate,
  paymentType,
  paymentPeriodeMonth: Number(paymentDate.slice(5, 7)),
  paymentPeriodeYear: 2026,
  amount,
  remark: '',
});
const expense = (expenseDate: string, amount: number, propertyId: number | null) => ({
  expenseDate,
  expenseCategory: 1,
  amount,
  remark: '',
  propertyId,
});

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-15T03:00:00Z');
  const a = t.adminToken;
  propertyB = ok(await t.call(propertyCalls.create, { propertyName: 'KOS MELATI' }, a)).propertyId as number;
  const prices = { priceDaily: 1, priceWeekly: 2, priceMonthly: 3, priceYearly: 4 };
  const roomTypeId = ok(
    await t.call(roomTypeCalls.create, { roomTypeName: 'MELATI', ...prices, propertyId: propertyB }, a),
  ).roomTypeId as number;
  const roomOfB = ok(await t.call(roomCalls.create, { roomNumber: '901', roomTypeId }, a)).roomId as number;
  const { tenantId } = await insertTenant(t.db, { propertyId: propertyB, tenantName: 'TAMU MELATI' });
  const stayOfB = ok(
    await t.call(
      bookingCalls.create,
      {
        tenantId,
        roomNumberId: roomOfB,
        bookingDate: '2026-10-01',
        checkInDate: '2026-10-01',
        checkOutDate: '',
        bookingStatus: '1',
        bookingType: 3,
        remark: '',
      },
      a,
    ),
  ).bookingId as number;
  const stayOfA = await book(t, '101', { checkInDate: '2026-10-01' });
  // A: rent 1,000,000 this month and 300,000 last month, a deposit of 500,000, expenses 70,000 now.
  ok(await t.call(paymentCalls.create, payment(stayOfA, '2026-11-02', 1_000_000, 2), a));
  ok(await t.call(paymentCalls.create, payment(stayOfA, '2026-10-02', 300_000, 2), a));
  ok(await t.call(paymentCalls.create, payment(stayOfA, '2026-10-01', 500_000, 1), a));
  ok(await t.call(expenseCalls.create, expense('2026-11-03', 70_000, 1), a));
  // B: rent 4,000,000 this month, a deposit of 2,000,000, expenses 900,000 now and 100,000 last month.
  ok(await t.call(paymentCalls.create, payment(stayOfB, '2026-11-04', 4_000_000, 2), a));
  ok(await t.call(paymentCalls.create, payment(stayOfB, '2026-10-01', 2_000_000, 1), a));
  ok(await t.call(expenseCalls.create, expense('2026-11-05', 900_000, propertyB), a));
  ok(await t.call(expenseCalls.create, expense('2026-10-05', 100_000, propertyB), a));
  // The business as a whole: 5,000 this month.
  ok(await t.call(expenseCalls.create, expense('2026-11-06', 5_000, null), a));
  managerA = await t.createUser({ role: Role.Manager, propertyIds: [1] });
  managerB = await t.createUser({ role: Role.Manager, propertyIds: [propertyB] });
});
afterAll(() => t.close());

type Info = {
  dashboardInfo: { incomeThisMonth: number; expenseThisMonth: number; totalRoom: number };
  depositOnHold: number;
  allTimeIncome: number;
  allTimeExpense: number;
  nettIncome: number;
};
const money = (info: Info) => ({
  incomeThisMonth: info.dashboardInfo.incomeThisMonth,
  expenseThisMonth: info.dashboardInfo.expenseThisMonth,
  depositOnHold: info.depositOnHold,
  allTimeIncome: info.allTimeIncome,
  allTimeExpense: info.allTimeExpense,
  nettIncome: info.nettIncome,
});
const dashboard = async (token: string, propertyId?: number) =>
  ok<Info>(await t.call(dashboardCalls.getDashboardInfo, propertyId ? { propertyId } : {}, token));

const OF_A = {
  incomeThisMonth: 1_000_000,
  expenseThisMonth: 70_000,
  depositOnHold: 500_000,
  allTimeIncome: 1_300_000,
  allTimeExpense: 70_000,
  nettIncome: 1_230_000,
};
const OF_B = {
  incomeThisMonth: 4_000_000,
  expenseThisMonth: 900_000,
  depositOnHold: 2_000_000,
  allTimeIncome: 4_000_000,
  allTimeExpense: 1_000_000,
  nettIncome: 3_000_000,
};

describe("Dashboard/GetDashboardInfo's money per property", () => {
  it("shows a Manager of one property that property's money only, with or without its propertyId", async () => {
    expect(money(await dashboard(managerA.token))).toEqual(OF_A);
    expect(money(await dashboard(managerA.token, 1))).toEqual(OF_A);
    expect(money(await dashboard(managerB.token))).toEqual(OF_B);
    expect(money(await dashboard(managerB.token, propertyB))).toEqual(OF_B);
  });

  it('shows nothing of a property the user does not work in, as the lists do', async () => {
    const other = await dashboard(managerA.token, propertyB);
    expect(money(other)).toEqual({
      incomeThisMonth: 0,
      expenseThisMonth: 0,
      depositOnHold: 0,
      allTimeIncome: 0,
      allTimeExpense: 0,
      nettIncome: 0,
    });
    expect(other.dashboardInfo.totalRoom).toBe(0);
  });

  it("adds up every property and the business's own expenses for the owner", async () => {
    expect(money(await dashboard(t.adminToken))).toEqual({
      incomeThisMonth: 5_000_000,
      expenseThisMonth: 975_000,
      depositOnHold: 2_500_000,
      allTimeIncome: 5_300_000,
      allTimeExpense: 1_075_000,
      nettIncome: 4_225_000,
    });
    expect(money(await dashboard(t.adminToken, 1))).toEqual(OF_A);
    expect(money(await dashboard(t.adminToken, propertyB))).toEqual(OF_B);
  });
});

describe("the payment, deposit and expense lists' totals per property", () => {
  const payments = async (token: string, filter: object = {}) => {
    const data = ok<{ totalData: number; totalPayment: number }>(
      await t.call(paymentCalls.getList, { pageSize: 1, pageIndex: 0, status: 1, ...filter }, token),
    );
    return { totalData: data.totalData, totalPayment: data.totalPayment };
  };
  const deposits = async (token: string) => {
    const data = ok<{ totalData: number; totalAmount: number }>(
      await t.call(depositCalls.getList, { pageSize: 1, pageIndex: 0, status: 1 }, token),
    );
    return { totalData: data.totalData, totalAmount: data.totalAmount };
  };

  it("count and sum a Manager's own property's payments, deposits and expenses only", async () => {
    expect(await payments(managerA.token)).toEqual({ totalData: 3, totalPayment: 1_800_000 });
    expect(await payments(managerA.token, { paymentType: 2 })).toEqual({ totalData: 2, totalPayment: 1_300_000 });
    expect(await payments(managerB.token)).toEqual({ totalData: 2, totalPayment: 6_000_000 });
    expect(await payments(managerA.token, { propertyId: propertyB })).toEqual({ totalData: 0, totalPayment: 0 });
    expect(await payments(t.adminToken)).toEqual({ totalData: 5, totalPayment: 7_800_000 });
    expect(await deposits(managerA.token)).toEqual({ totalData: 1, totalAmount: 500_000 });
    expect(await deposits(t.adminToken)).toEqual({ totalData: 2, totalAmount: 2_500_000 });
    const spent = async (token: string) => {
      const data = ok<{ totalData: number; totalExpense: number }>(
        await t.call(expenseCalls.getList, { pageSize: 1, pageIndex: 0, status: 1 }, token),
      );
      return { totalData: data.totalData, totalExpense: data.totalExpense };
    };
    expect(await spent(managerA.token)).toEqual({ totalData: 1, totalExpense: 70_000 });
    expect(await spent(managerB.token)).toEqual({ totalData: 2, totalExpense: 1_000_000 });
    expect(await spent(t.adminToken)).toEqual({ totalData: 4, totalExpense: 1_075_000 });
  });

  it("counts a Manager's export of payments, deposits and expenses over their own property only", async () => {
    const rowsOf = async (path: string, token: string) =>
      (await exportFile(t, path, { format: 'csv', status: 1 }, token)).headers['x-export-rows'];
    expect(await rowsOf(exportCalls.payment.path, managerA.token)).toBe('3');
    expect(await rowsOf(exportCalls.deposit.path, managerA.token)).toBe('1');
    expect(await rowsOf(exportCalls.expense.path, managerA.token)).toBe('1');
    expect(await rowsOf(exportCalls.payment.path, t.adminToken)).toBe('5');
  });

  it("pages a Manager's list by number over their own payments only", async () => {
    const last = ok<{ listData: { paymentDate: string }[]; totalData: number }>(
      await t.call(paymentCalls.getList, { pageSize: 1, pageIndex: 2, status: 1 }, managerA.token),
    );
    expect(last.totalData).toBe(3);
    expect(last.listData.map((p) => p.paymentDate.slice(0, 10))).toEqual(['2026-10-01']);
  });
});
