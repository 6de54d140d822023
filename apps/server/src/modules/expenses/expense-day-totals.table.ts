import { bigint, date, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Count and amount of the expenses per day and record status, kept by statement triggers on
 * expenses (migration kept_list_counts) in the same transaction as the rows: the expense list's
 * totals for any date range sum one row per day (a few thousand over years) instead of every
 * expense. Checked against a recount in expense-day-totals.test.ts.
 */
export const expenseDayTotals = pgTable(
  'expense_day_totals',
  {
    expenseDate: date({ mode: 'string' }).notNull(),
    status: smallint().notNull(),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
    amount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.expenseDate, t.status] })],
);
