import { bigint, date, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * How many payments there are per payment date and per value of the filters payment_month_counts
 * keys on (type, deposit state, status), kept by the same statement triggers on payments
 * (migration payment_day_counts) in the same transaction as the rows. A page of the payment or
 * deposit list asked by its number finds its month from payment_month_counts, then its day inside
 * that month from these rows, and skips only that day's payments before it (month-jump.ts); at a
 * chain's scale a month holds a hundred thousand payments. `depositState` is the deposit status,
 * or -1 for rent. Checked against a recount in kept-counts.test.ts.
 */
export const paymentDayCounts = pgTable(
  'payment_day_counts',
  {
    paymentDate: date({ mode: 'string' }).notNull(),
    paymentType: smallint().notNull(),
    depositState: smallint().notNull(),
    status: smallint().notNull(),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.paymentDate, t.paymentType, t.depositState, t.status] })],
);
