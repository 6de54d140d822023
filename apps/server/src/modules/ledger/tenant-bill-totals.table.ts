import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * The bills' money per tenant (of the bill's stay), bill status and record status, kept by
 * statement triggers on bills and on a stay changing tenant, in the writing transaction (migration
 * 0023), so the bill list's totals for a name search read a row or two per matched tenant instead
 * of every bill of their stays. expectLedgerHonest checks it against the bills after every kind of write.
 */
export const tenantBillTotals = pgTable(
  'tenant_bill_totals',
  {
    tenantId: integer().notNull(),
    billStatus: smallint().notNull(),
    status: smallint().notNull(),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.billStatus, t.status] }),
    check('tenant_bill_totals_status_check', sql`${t.billStatus} between 1 and 4 and ${t.status} in (1, 2)`),
  ],
);
