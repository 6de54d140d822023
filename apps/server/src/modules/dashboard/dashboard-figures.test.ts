import {
  billCalls,
  DeductionKind,
  DepositStatus,
  dashboardCalls,
  depositCalls,
  expenseCalls,
  paymentCalls,
} from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { billsOfStay, bookStay, ledgerOf, noonOn, pay } from '../../../test/factories/bills.js';
import { expenses } from '../expenses/expenses.table.js';

/**
 * A figure on the dashboard and a list's total that bear the same name agree: each pair computed
 * from the calls the screens make, for the same records. Today is 20 February 2027 in Jakarta.
 */
let t: TestApp;
const TODAY = '2027-02-20';
const deposits: Record<string, number> = {};

async function call<T>(definition: Parameters<TestApp['call']>[0], body: object): Promise<T> {
  const res = await t.call(definition, body, t.adminToken);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
}

async function settle(key: string, depositStatus: 1 | 2, amount: number, deductions: object[] = []) {
  await call(depositCalls.create, { paymentId: deposits[key], depositStatus, amount, returnDate: TODAY, deductions });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2027-01-25'));
  // Four monthly stays from 26 January at Rp 1,000,000 a month; their bills of 26 January and 26 February.
  const stays: number[] = [];
  for (const room of ['101', '102', '103', '104'])
    stays.push(await bookStay(t, room, { checkInDate: '2027-01-26', rentAmount: 1_000_000 }));
  t.clock.set(noonOn(TODAY));
  await ledgerOf(t).generateDaily();
  const [a, b, c, d] = stays as [number, number, number, number];
  const deposit = async (key: string, bookingId: number, amount: number, paymentDate: string, month: number) => {
    deposits[key] = (await pay(t, bookingId, amount, { paymentType: 1, paymentDate, month, year: 2027 })).paymentId;
  };
  await deposit('applied', a, 1_000_000, '2027-01-26', 1);
  await deposit('damage', b, 800_000, '2027-01-26', 1);
  await deposit('forfeited', c, 500_000, '2027-01-26', 1);
  await deposit('held', d, 700_000, '2027-02-03', 2); // paid in February, for February
  // Rent: two in February for February, one in January for January, one in February deleted.
  await pay(t, b, 1_000_000, { paymentDate: '2027-01-27', month: 1, year: 2027 });
  await pay(t, b, 1_000_000, { paymentDate: '2027-02-05', month: 2, year: 2027 });
  await pay(t, c, 400_000, { paymentDate: '2027-02-10', month: 2, year: 2027 });
  const deleted = await pay(t, d, 250_000, { paymentDate: '2027-02-11', month: 2, year: 2027 });
  await call(paymentCalls.delete, { paymentId: deleted.paymentId, status: 1 });
  // The deposits: one wholly applied to its stay's first bill, one kept back for damage, one forfeited.
  const [firstBill] = await billsOfStay(t.db, a);
  await settle('applied', 1, 0, [{ kind: DeductionKind.UnpaidBill, amount: 1_000_000, billId: firstBill?.billId }]);
  await settle('damage', 1, 450_000, [{ kind: DeductionKind.Damage, amount: 350_000, note: 'kaca jendela pecah' }]);
  await settle('forfeited', 2, 0);
  await t.db.insert(expenses).values([
    { expenseDate: '2027-02-01', expenseCategory: 1, amount: 200_000, updateBy: 'test' },
    { expenseDate: '2027-02-19', expenseCategory: 2, amount: 75_000, updateBy: 'test' },
    { expenseDate: '2027-01-31', expenseCategory: 1, amount: 90_000, updateBy: 'test' },
    { expenseDate: '2027-02-02', expenseCategory: 1, amount: 60_000, status: 2, updateBy: 'test' },
  ]);
});
afterAll(() => t.close());

type Dashboard = {
  dashboardInfo: { incomeThisMonth: number; expenseThisMonth: number };
  depositOnHold: number;
  depositOwned: number;
  allTimeIncome: number;
  allTimeExpense: number;
  nettIncome: number;
  arrears: { outstanding: number }[];
  unpaidTenant: { amountOwed: number }[];
};
const dashboard = () => call<Dashboard>(dashboardCalls.getDashboardInfo, {});
const paymentsTotal = async (filter: object) =>
  (await call<{ totalPayment: number }>(paymentCalls.getList, { pageSize: 1, pageIndex: 0, ...filter })).totalPayment;
const depositTotals = (filter: object) =>
  call<{ totalAmount: number; totalReturnedAmount: number; listData: { paymentId: number }[] }>(depositCalls.getList, {
    pageSize: 100,
    pageIndex: 0,
    status: 1,
    ...filter,
  });
const expenseTotal = async (filter: object) =>
  (await call<{ totalExpense: number }>(expenseCalls.getList, { pageSize: 1, pageIndex: 0, status: 1, ...filter }))
    .totalExpense;
/** Kept back from the settled deposits of one status: paid minus handed back, from the deposit list's totals. */
const keptOf = async (depositStatus: number) => {
  const list = await depositTotals({ depositStatus });
  return list.totalAmount - list.totalReturnedAmount;
};
/** What the returned deposits paid bills with, from each one's deductions (DepositReturned/GetById). */
async function appliedToBills() {
  let applied = 0;
  for (const row of (await depositTotals({ depositStatus: DepositStatus.Returned })).listData) {
    const one = await call<{ deductions: { kind: number; amount: number }[] }>(depositCalls.getById, {
      paymentId: row.paymentId,
    });
    for (const d of one.deductions) if (d.kind === DeductionKind.UnpaidBill) applied += d.amount;
  }
  return applied;
}

describe('the dashboard figures and the lists they name', () => {
  it("rent income this month is the payment list's active rent total for this month, without deposits", async () => {
    const data = await dashboard();
    expect(data.dashboardInfo.incomeThisMonth).toBe(1_400_000);
    const month = { paymentPeriodeMonth: 2, paymentPeriodeYear: 2027, status: 1 };
    expect(await paymentsTotal({ ...month, paymentType: 2 })).toBe(data.dashboardInfo.incomeThisMonth);
    // The list without a type counts the month's deposits too: that, and only that, is the difference.
    expect((await paymentsTotal(month)) - data.dashboardInfo.incomeThisMonth).toBe(700_000);
  });

  it('deposits on hold are the deposit list total of the active deposits on hold', async () => {
    const data = await dashboard();
    expect(data.depositOnHold).toBe(700_000);
    expect((await depositTotals({ depositStatus: DepositStatus.OnHold })).totalAmount).toBe(data.depositOnHold);
  });

  it('forfeited deposits are what settled deposits kept back, less what they paid bills with', async () => {
    const data = await dashboard();
    // 500,000 forfeited in full + 350,000 kept for damage; the 1,000,000 applied to a bill is not forfeited.
    expect(data.depositOwned).toBe(850_000);
    const kept = (await keptOf(DepositStatus.Returned)) + (await keptOf(DepositStatus.Owned));
    expect(kept).toBe(1_850_000);
    expect(await appliedToBills()).toBe(1_000_000);
    expect(data.depositOwned).toBe(kept - (await appliedToBills()));
  });

  it('all time income is every active rent payment plus all that settled deposits did not hand back', async () => {
    const data = await dashboard();
    const rent = await paymentsTotal({ paymentType: 2, status: 1 });
    expect(rent).toBe(2_400_000);
    expect(data.allTimeIncome).toBe(
      rent + (await keptOf(DepositStatus.Returned)) + (await keptOf(DepositStatus.Owned)),
    );
    expect(data.allTimeIncome).toBe(data.depositOwned + rent + (await appliedToBills()));
  });

  it("expenses this month and all time are the expense list's active totals for the month and for all dates", async () => {
    const data = await dashboard();
    expect(data.dashboardInfo.expenseThisMonth).toBe(275_000);
    expect(await expenseTotal({ dateFrom: '2027-02-01', dateTo: '2027-02-28' })).toBe(
      data.dashboardInfo.expenseThisMonth,
    );
    expect(data.allTimeExpense).toBe(365_000);
    expect(await expenseTotal({})).toBe(data.allTimeExpense);
    expect(data.nettIncome).toBe(data.allTimeIncome - data.allTimeExpense);
  });

  it('arrears are the arrears list total, and the bill list owed on active bills due by today', async () => {
    const data = await dashboard();
    const arrears = data.arrears.reduce((sum, b) => sum + b.outstanding, 0);
    expect(arrears).toBeGreaterThan(0);
    const list = await call<{ totalOutstanding: number }>(billCalls.getArrears, { pageSize: 1, pageIndex: 0 });
    expect(list.totalOutstanding).toBe(arrears);
    const bills = await call<{ totalOutstanding: number }>(billCalls.getList, {
      pageSize: 1,
      pageIndex: 0,
      dueTo: TODAY,
      status: 1,
    });
    expect(bills.totalOutstanding).toBe(arrears);
    expect(data.unpaidTenant.reduce((sum, row) => sum + row.amountOwed, 0)).toBe(arrears);
  });
});
