import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * The bills' money per month of due date, bill status and record status, kept by a statement
 * trigger on bills in the writing transaction (migration 0015), so the bill list's totals over a
 * million bills read a few hundred rows and count only the partial months at the ends of a due-date
 * range. A test checks it against the bills after every kind of write.
 */
export const billTotals = pgTable(
  'bill_totals',
  {
    month: date({ mode: 'string' }).notNull(),
    billStatus: smallint().notNull(),
    status: smallint().notNull(),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.billStatus, t.status] }),
    check('bill_totals_status_check', sql`${t.billStatus} between 1 and 4 and ${t.status} in (1, 2)`),
  ],
);
