import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';

/**
 * What an expense is for (README.md): 1 Household and 2 Human Resource, the specification's two,
 * keep their ids; the kos defaults follow (migration expense_categories).
 */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    expenseCategoryId: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Upper case, required, unique. */
    expenseCategoryName: varchar({ length: 50 }).notNull(),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('expense_categories_name_key').on(t.expenseCategoryName),
    check('expense_categories_status_check', sql`${t.status} in (1, 2)`),
  ],
);
