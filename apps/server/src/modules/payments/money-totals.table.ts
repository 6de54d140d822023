import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Money per property, month and kind, kept by triggers on payments and expenses (generated from
 * payments.counters.ts and expenses.counters.ts) in the same transaction as the rows themselves, so
 * the dashboard reads a few hundred rows instead of summing a million payments. Only active
 * (status 1) rows count. `kind`: 1 rent payments, 2 deposits on hold, 3 settled deposits (amount and
 * returned), 4 expenses. `propertyId`: a payment's stay's room's property; an expense's own, or
 * `BUSINESS_AS_A_WHOLE` (0, no property: a key column cannot be null) for the business's expenses.
 * Row-level security shows a call the rows of its properties (0 is the owner's).
 */
export const moneyTotals = pgTable(
  'money_totals',
  {
    propertyId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    kind: smallint().notNull(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    returnedAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** How many rows the sums cover (the payment list's count when only status and type filter it). */
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.month, t.kind] }),
    check('money_totals_kind_check', sql`${t.kind} in (1, 2, 3, 4)`),
  ],
);

export const MoneyKind = { Rent: 1, DepositOnHold: 2, DepositSettled: 3, Expense: 4 } as const;

/** money_totals.property_id of the expenses of the business as a whole (expenses.property_id null). */
export const BUSINESS_AS_A_WHOLE = 0;
