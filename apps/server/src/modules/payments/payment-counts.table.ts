import { bigint, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Count, amount and returned amount of the payments per value of every filter the payment and
 * deposit lists offer besides names and bookings, kept by statement triggers on payments
 * (migration kept_list_counts) in the same transaction as the rows. A list's totals are the sum of
 * the matching rows here (a few hundred), never of a million payments. `depositState` is the
 * deposit status, or -1 for rent (whose deposit status is null). Checked against a recount in
 * payment-counts.test.ts.
 */
export const paymentCounts = pgTable(
  'payment_counts',
  {
    paymentType: smallint().notNull(),
    depositState: smallint().notNull(),
    status: smallint().notNull(),
    periodeYear: smallint().notNull(),
    periodeMonth: smallint().notNull(),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    returnedAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.paymentType, t.depositState, t.status, t.periodeYear, t.periodeMonth] })],
);
