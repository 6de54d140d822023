import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, varchar } from 'drizzle-orm/pg-core';
import { EXACT_SUM_MAX, GRAND_TOTAL_CHECK } from '../../db/money-bounds.js';

/**
 * The sum of all money ever recorded in a table (`counted`: payments, expenses, bills), every
 * status, kept by the same statement triggers as the other counters (the payments, expenses and
 * ledger `*.counters.ts`). Its CHECK is the guard: a write that would take a table's money past
 * 2^53 - 1 fails with it (answered 422, plugins/errors.ts), so every kept or computed total stays
 * exact. One row per table: writers of a table queue on it, as they already queue on the month's
 * kept totals.
 */
export const moneyGrandTotals = pgTable(
  'money_grand_totals',
  {
    counted: varchar({ length: 20 }).primaryKey(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check(GRAND_TOTAL_CHECK, sql`${t.amount} <= ${sql.raw(String(EXACT_SUM_MAX))}`)],
);
