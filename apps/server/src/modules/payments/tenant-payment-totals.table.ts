import { bigint, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Count, amount and returned amount of the payments per tenant (of the payment's stay), type,
 * deposit state (-1 for rent) and record status, kept by statement triggers on payments and on a
 * stay changing tenant, in the writing transaction (migration tenant_payment_totals). A name
 * search's totals read a few rows per matched tenant instead of every payment of their stays.
 * Checked against a recount in src/db/kept-counts.test.ts.
 */
export const tenantPaymentTotals = pgTable(
  'tenant_payment_totals',
  {
    tenantId: integer().notNull(),
    paymentType: smallint().notNull(),
    depositState: smallint().notNull(),
    status: smallint().notNull(),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    returnedAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.paymentType, t.depositState, t.status] })],
);
