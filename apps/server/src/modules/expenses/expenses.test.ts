import { expenseCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { makeEmployee } from '../../../test/factories/money.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expense = (overrides: Record<string, unknown> = {}) => ({
  expenseDate: '2026-06-10',
  expenseCategory: 1,
  amount: 250_000,
  remark: 'cleaning supplies',
  ...overrides,
});

async function expenseCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from expenses`);
  return result.rows[0]?.n ?? 0;
}

describe('Expense/Create, GetById, Update, Delete', () => {
  it('records an expense with its remark upper-cased, and reads it back', async () => {
    const res = await t.call(expenseCalls.create, expense(), t.adminToken);
    expect(res.statusCode).toBe(200);
    const got = await t.call(expenseCalls.getById, { expenseId: res.body.data.expenseId }, t.adminToken);
    expect(got.body.data).toMatchObject({
      expenseDate: '2026-06-10T00:00:00',
      expenseCategory: 1,
      employeeId: null,
      employeeName: '',
      amount: 250_000,
      remark: 'CLEANING SUPPLIES',
      status: 1,
      updateBy: 'admin',
    });
  });

  it('names an active employee on a Human Resource expense', async () => {
    const employee = await makeEmployee(t.db);
    const res = await t.call(
      expenseCalls.create,
      expense({ expenseCategory: 2, employeeId: employee.employeeId, amount: 3_000_000 }),
      t.adminToken,
    );
    const got = await t.call(expenseCalls.getById, { expenseId: res.body.data.expenseId }, t.adminToken);
    expect(got.body.data).toMatchObject({ employeeId: employee.employeeId, employeeName: employee.employeeName });
  });

  it('refuses a deleted or unknown employee, and an employee on a Household expense', async () => {
    const gone = await makeEmployee(t.db, 2);
    const before = await expenseCount();
    for (const employeeId of [gone.employeeId, 999_999]) {
      const res = await t.call(expenseCalls.create, expense({ expenseCategory: 2, employeeId }), t.adminToken);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(english('expense.employeeNotAvailable'));
    }
    const active = await makeEmployee(t.db);
    const household = await t.call(expenseCalls.create, expense({ employeeId: active.employeeId }), t.adminToken);
    expect(household.body.message).toBe(english('expense.employeeOnlyForHumanResource'));
    expect(await expenseCount()).toBe(before);
  });

  it.each([
    [{ amount: -5 }, 'Amount must be between Rp 1 and Rp 100.000.000.000'],
    [{ amount: 1e30 }, 'Amount must be between Rp 1 and Rp 100.000.000.000'],
    [{ amount: 'lots' }, 'Amount must be a whole number'],
    [{ amount: 12.5 }, 'Amount must be a whole number'],
    [{ expenseCategory: 999 }, 'Expense category not found or deleted'],
    [{ expenseCategory: 0 }, 'Expense Category must be between 1 and 2147483647'],
    [{ expenseDate: 'yesterday' }, 'Expense Date must be a date (YYYY-MM-DD)'],
    [{ remark: 'x'.repeat(501) }, 'Remark must be at most 500 characters'],
  ])('refuses case %# with "%s" and stores nothing', async (change, message) => {
    const before = await expenseCount();
    const res = await t.call(expenseCalls.create, expense(change), t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await expenseCount()).toBe(before);
  });

  it('updates, 404s an unknown expense, and toggles with a stale check', async () => {
    const { expenseId } = (await t.call(expenseCalls.create, expense(), t.adminToken)).body.data;
    const updated = await t.call(
      expenseCalls.update,
      { ...expense({ amount: 300_000, remark: 'soap' }), expenseId },
      t.adminToken,
    );
    expect(updated.statusCode).toBe(200);
    expect((await t.call(expenseCalls.getById, { expenseId }, t.adminToken)).body.data).toMatchObject({
      amount: 300_000,
      remark: 'SOAP',
    });
    expect((await t.call(expenseCalls.update, { ...expense(), expenseId: 999_999 }, t.adminToken)).statusCode).toBe(
      404,
    );
    expect((await t.call(expenseCalls.delete, { expenseId, status: 1 }, t.adminToken)).body.data.status).toBe(2);
    expect((await t.call(expenseCalls.delete, { expenseId, status: 1 }, t.adminToken)).statusCode).toBe(409);
    expect((await t.call(expenseCalls.delete, { expenseId, status: 2 }, t.adminToken)).body.data.status).toBe(1);
  });

  it('is for administrators only', async () => {
    const staff = await t.createUser();
    for (const [call, body] of [
      [expenseCalls.create, expense()],
      [expenseCalls.getList, {}],
      [expenseCalls.getById, { expenseId: 1 }],
    ] as const) {
      expect((await t.call(call, body, staff.token)).statusCode).toBe(403);
    }
  });
});

describe('Expense/GetList', () => {
  it('filters by date range and status, totalling the whole filtered set across pages', async () => {
    const made: number[] = [];
    for (const [date, amount] of [
      ['2027-01-31', 100],
      ['2027-02-01', 200],
      ['2027-02-15', 300],
      ['2027-02-28', 400],
      ['2027-03-01', 500],
    ] as const) {
      made.push(
        (await t.call(expenseCalls.create, expense({ expenseDate: date, amount }), t.adminToken)).body.data.expenseId,
      );
    }
    await t.call(expenseCalls.delete, { expenseId: made[2] as number, status: 1 }, t.adminToken);
    const feb = { dateFrom: '2027-02-01', dateTo: '2027-02-28' };

    const page = await t.call(expenseCalls.getList, { ...feb, pageSize: 2, pageIndex: 1 }, t.adminToken);
    expect(page.body.data).toMatchObject({ totalData: 3, totalExpense: 900 });
    expect(page.body.data.listData.map((r) => [r.rowNumber, r.amount])).toEqual([[3, 200]]);

    const active = await t.call(expenseCalls.getList, { ...feb, status: 1 }, t.adminToken);
    expect(active.body.data).toMatchObject({ totalData: 2, totalExpense: 600 });
    const from = await t.call(expenseCalls.getList, { dateFrom: '2027-02-28', dateTo: '' }, t.adminToken);
    expect(from.body.data).toMatchObject({ totalData: 2, totalExpense: 900 });
    const none = await t.call(expenseCalls.getList, { dateFrom: '2030-01-01' }, t.adminToken);
    expect(none.body.data).toMatchObject({ totalData: 0, totalExpense: 0, listData: [] });

    const reversed = await t.call(expenseCalls.getList, { dateFrom: '2027-03-01', dateTo: '2027-02-01' }, t.adminToken);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body.message).toBe(english('expense.dateRangeReversed'));
    expect((await t.call(expenseCalls.getList, { dateFrom: '2027-02-30' }, t.adminToken)).body.message).toBe(
      'Date From must be a date (YYYY-MM-DD)',
    );
  });
});
