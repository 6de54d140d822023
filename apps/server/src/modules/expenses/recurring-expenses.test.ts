import { type ExpenseRow, expenseCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { TEST_TIMEZONE } from '../../../test/test-constants.js';
import { createServices } from '../../services.js';
import { startMonthlyExpenseSchedule } from './recurring-expense-schedule.js';
import { createRecurringExpensesRepository } from './recurring-expenses.repository.js';

/**
 * A monthly expense: its first entry is the expense created, then the daily work makes one entry a
 * month on its day (a shorter month's last day), never two for a month, each editable on its own;
 * stopping it keeps the entries made.
 */
let t: TestApp;
let work: ReturnType<typeof createServices>;
const noon = (day: string) => `${day}T05:00:00Z`; // noon in Jakarta

beforeAll(async () => {
  t = await createTestApp();
  // The daily work's services, as main.ts makes them, on the same database and clock.
  work = createServices({
    db: t.db,
    clock: t.clock,
    businessTimezone: TEST_TIMEZONE,
    backup: { dir: t.backupDir, hour: null, keepDaily: 14, keepWeekly: 8 },
    signToken: () => {
      throw new Error('no tokens');
    },
  });
});
afterAll(() => t.close());

const rent = { expenseCategory: 3, employeeId: null, amount: 450_000, remark: 'token listrik kamar 1-10' };

async function entriesOf(recurringExpenseId: number): Promise<ExpenseRow[]> {
  const list = await t.call(expenseCalls.getList, { status: '', pageSize: 1000 }, t.adminToken);
  return list.body.data.listData
    .filter((r) => r.recurringExpenseId === recurringExpenseId)
    .sort((a, b) => a.expenseDate.localeCompare(b.expenseDate));
}
const days = (rows: ExpenseRow[]) => rows.map((r) => r.expenseDate.slice(0, 10));

describe('a monthly expense', () => {
  let recurringExpenseId = 0;

  it('starts with the expense created as its first month’s entry', async () => {
    t.clock.set(noon('2026-01-31'));
    const res = await t.call(
      expenseCalls.create,
      { ...rent, expenseDate: '2026-01-31', repeatMonthly: true },
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
    const first = await t.call(expenseCalls.getById, { expenseId: res.body.data.expenseId }, t.adminToken);
    expect(first.body.data).toMatchObject({ repeating: true, expenseCategoryName: 'LISTRIK', amount: 450_000 });
    recurringExpenseId = first.body.data.recurringExpenseId as number;
    expect(recurringExpenseId).toBeGreaterThan(0);
    // Due today, already made: nothing more.
    expect(await work.expenses.makeMonthlyEntries()).toBe(0);
    expect(days(await entriesOf(recurringExpenseId))).toEqual(['2026-01-31']);
    // A one-off expense is not repeated.
    const once = await t.call(expenseCalls.create, { ...rent, expenseDate: '2026-01-31' }, t.adminToken);
    const read = await t.call(expenseCalls.getById, { expenseId: once.body.data.expenseId }, t.adminToken);
    expect(read.body.data).toMatchObject({ recurringExpenseId: null, repeating: false });
  });

  it('makes each month’s entry once its day has come, on a shorter month’s last day, catching up missed months', async () => {
    t.clock.set(noon('2026-04-10'));
    expect(await work.expenses.makeMonthlyEntries()).toBe(2);
    const rows = await entriesOf(recurringExpenseId);
    expect(days(rows)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(rows.every((r) => r.amount === 450_000 && r.remark === 'TOKEN LISTRIK KAMAR 1-10' && r.repeating)).toBe(
      true,
    );
    expect(rows.map((r) => r.updateBy)).toEqual(['admin', 'system', 'system']);
  });

  it('never makes two entries for a month: runs at the same time, again, or after a run that failed half-way', async () => {
    t.clock.set(noon('2026-04-30'));
    // A run whose transaction fails after the statement (a crash before the commit) leaves nothing.
    await expect(
      t.db.transaction(async (tx) => {
        const made = await createRecurringExpensesRepository().makeDue(tx, '2026-04-30');
        throw new Error(`stopped after ${made}`);
      }),
    ).rejects.toThrow('stopped after 1');
    // Three servers at once (three connections): one makes April's entry, the others nothing.
    const runs = await Promise.all([
      work.expenses.makeMonthlyEntries(),
      work.expenses.makeMonthlyEntries(),
      work.expenses.makeMonthlyEntries(),
    ]);
    expect(runs.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(1);
    expect(await work.expenses.makeMonthlyEntries()).toBe(0);
    expect(days(await entriesOf(recurringExpenseId))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    // The database itself refuses a second entry for a month, whoever writes it.
    await expect(
      t.db.execute(sql`insert into expenses (expense_date, expense_category, amount, update_by, recurring_expense_id, recurring_month)
                       values ('2026-04-15', 3, 1, 'test', ${recurringExpenseId}, '2026-04-01')`),
    ).rejects.toMatchObject({ cause: { constraint: 'expenses_recurring_month_key' } });
  });

  it('lets each entry be edited or deleted on its own; a deleted month is not made again', async () => {
    const [, feb, mar] = await entriesOf(recurringExpenseId);
    const edited = await t.call(
      expenseCalls.update,
      { ...rent, expenseId: feb?.expenseId, expenseDate: '2026-02-27', amount: 512_000, rowVersion: feb?.rowVersion },
      t.adminToken,
    );
    expect(edited.statusCode).toBe(200);
    await t.call(expenseCalls.delete, { expenseId: mar?.expenseId, status: 1 }, t.adminToken);
    t.clock.set(noon('2026-05-31'));
    expect(await work.expenses.makeMonthlyEntries()).toBe(1);
    const rows = await entriesOf(recurringExpenseId);
    expect(rows.map((r) => [r.expenseDate.slice(0, 10), r.amount, r.status])).toEqual([
      ['2026-01-31', 450_000, 1],
      ['2026-02-27', 512_000, 1],
      ['2026-03-31', 450_000, 2],
      ['2026-04-30', 450_000, 1],
      ['2026-05-31', 450_000, 1],
    ]);
  });

  it('stops: no entry is made after, those made stay; the list’s total counts them', async () => {
    const staff = await t.createUser();
    expect((await t.call(expenseCalls.stopRepeating, { recurringExpenseId }, staff.token)).statusCode).toBe(403);
    const stopped = await t.call(expenseCalls.stopRepeating, { recurringExpenseId }, t.adminToken);
    expect(stopped.statusCode).toBe(200);
    expect((await t.call(expenseCalls.stopRepeating, { recurringExpenseId }, t.adminToken)).statusCode).toBe(200);
    const missing = await t.call(expenseCalls.stopRepeating, { recurringExpenseId: 999_999 }, t.adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(english('expense.notFound'));
    t.clock.set(noon('2026-08-31'));
    expect(await work.expenses.makeMonthlyEntries()).toBe(0);
    const rows = await entriesOf(recurringExpenseId);
    expect(rows.length).toBe(5);
    expect(rows.every((r) => !r.repeating)).toBe(true);
    const may = await t.call(expenseCalls.getList, { dateFrom: '2026-05-01', dateTo: '2026-05-31' }, t.adminToken);
    expect(may.body.data.totalExpense).toBe(450_000);
  });

  it('is made by the daily work at start-up, as the server runs it', async () => {
    t.clock.set(noon('2026-09-05'));
    const res = await t.call(
      expenseCalls.create,
      { ...rent, expenseDate: '2026-08-01', amount: 100_000, repeatMonthly: true },
      t.adminToken,
    );
    const { recurringExpenseId: id } = (
      await t.call(expenseCalls.getById, { expenseId: res.body.data.expenseId }, t.adminToken)
    ).body.data;
    const logged: unknown[] = [];
    const schedule = startMonthlyExpenseSchedule({
      expenses: work.expenses,
      timeZone: TEST_TIMEZONE,
      log: { info: (details: unknown) => logged.push(details), error: () => undefined } as never,
    });
    await expect.poll(() => logged.length).toBeGreaterThan(0);
    await schedule.stop();
    expect(logged).toEqual([{ monthlyExpensesMade: 1 }]);
    expect(days(await entriesOf(id as number))).toEqual(['2026-08-01', '2026-09-01']);
  });
});
