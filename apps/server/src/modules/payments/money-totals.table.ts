import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Money per month, kept by triggers on payments and expenses (migrations 0005 and 0007) in the same
 * transaction as the rows themselves, so the dashboard and the payment list's totals read a few hundred rows instead of
 * summing a million payments. Only active (status 1) rows count. `kind`:
 * 1 rent payments, 2 deposits on hold, 3 settled deposits (amount and returned), 4 expenses.
 */
export const moneyTotals = pgTable(
  'money_totals',
  {
    month: date({ mode: 'string' }).notNull(),
    kind: smallint().notNull(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    returnedAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** How many rows the sums cover (the payment list's count when only status and type filter it). */
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.kind] }), check('money_totals_kind_check', sql`${t.kind} in (1, 2, 3, 4)`)],
);

export const MoneyKind = { Rent: 1, DepositOnHold: 2, DepositSettled: 3, Expense: 4 } as const;
