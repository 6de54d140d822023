import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { employees } from '../employees/employees.table.js';
import { expenseCategories } from '../expense-categories/expense-categories.table.js';
import { properties } from '../properties/properties.table.js';
import { recurringExpenses } from './recurring-expenses.table.js';

export const expenses = pgTable(
  'expenses',
  {
    expenseId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The property spent for; null for the business as a whole. */
    propertyId: integer().references(() => properties.propertyId),
    expenseDate: date({ mode: 'string' }).notNull(),
    /** Its category (expense_categories): 1 Household and 2 Human Resource keep the spec's meaning. */
    expenseCategory: integer()
      .notNull()
      .references(() => expenseCategories.expenseCategoryId),
    /** Human Resource only: the employee paid (salary), optional. */
    employeeId: integer().references(() => employees.employeeId),
    /** Whole rupiah. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** Upper-cased on entry (spec section 5). */
    remark: varchar({ length: 500 }).notNull().default(''),
    status: recordStatusColumn(),
    /** The monthly expense that made this entry (or that this first entry started); null: a one-off. */
    recurringExpenseId: integer().references(() => recurringExpenses.recurringExpenseId),
    /** The month (its first day) a monthly expense made this entry for: one entry per month, ever. */
    recurringMonth: date({ mode: 'string' }),
    ...auditColumns,
  },
  (t) => [
    index('expenses_date_idx').on(t.expenseDate),
    uniqueIndex('expenses_recurring_month_key').on(t.recurringExpenseId, t.recurringMonth),
    check('expenses_recurring_check', sql`(${t.recurringExpenseId} is null) = (${t.recurringMonth} is null)`),
    index('expenses_property_idx').on(t.propertyId),
    check('expenses_employee_check', sql`${t.employeeId} is null or ${t.expenseCategory} = 2`),
    check('expenses_amount_check', sql`${t.amount} > 0`),
    check('expenses_amount_bound_check', withinMoneyBound(t.amount)),
    check('expenses_status_check', sql`${t.status} in (1, 2)`),
  ],
);
