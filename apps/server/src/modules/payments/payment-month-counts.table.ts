import { bigint, date, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * How many payments there are per month of payment date (the first day of the month) and per
 * value of the filters the list's order can be walked with (type, deposit state, status), kept by
 * statement triggers on payments (migration payment_month_counts) in the same transaction as the
 * rows. A page of the payment list asked by its number finds the month it starts in from these
 * few hundred rows and skips only that month's rows before it (payments.repository.ts `monthJump`).
 * payment_counts cannot: it is keyed by the rent period, not the date the list is sorted by.
 * `depositState` is the deposit status, or -1 for rent. Checked against a recount in
 * payment-month-counts.test.ts and kept-counts.test.ts.
 */
export const paymentMonthCounts = pgTable(
  'payment_month_counts',
  {
    paymentType: smallint().notNull(),
    depositState: smallint().notNull(),
    status: smallint().notNull(),
    month: date({ mode: 'string' }).notNull(),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.paymentType, t.depositState, t.status, t.month] })],
);
