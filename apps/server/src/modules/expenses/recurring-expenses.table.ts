import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { employees } from '../employees/employees.table.js';
import { expenseCategories } from '../expense-categories/expense-categories.table.js';
import { properties } from '../properties/properties.table.js';

/**
 * An expense made every month (README.md): what each month's entry copies, the day of the month
 * it falls on, and the first month. Status 1 repeats, 2 stopped (the entries made stay).
 */
export const recurringExpenses = pgTable(
  'recurring_expenses',
  {
    recurringExpenseId: integer().primaryKey().generatedAlwaysAsIdentity(),
    expenseCategory: integer()
      .notNull()
      .references(() => expenseCategories.expenseCategoryId),
    employeeId: integer().references(() => employees.employeeId),
    amount: bigint({ mode: 'number' }).notNull(),
    remark: varchar({ length: 500 }).notNull().default(''),
    /** The property each month's entry is of; null: the business's as a whole (like an expense). */
    propertyId: integer().references(() => properties.propertyId),
    /** 1-31: a shorter month's entry falls on its last day. */
    dayOfMonth: smallint().notNull(),
    /** The first day of the first month it was made for. */
    startMonth: date({ mode: 'string' }).notNull(),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    check('recurring_expenses_day_check', sql`${t.dayOfMonth} between 1 and 31`),
    check('recurring_expenses_month_check', sql`extract(day from ${t.startMonth}) = 1`),
    check('recurring_expenses_amount_check', sql`${t.amount} > 0`),
    check('recurring_expenses_amount_bound_check', withinMoneyBound(t.amount)),
    check('recurring_expenses_status_check', sql`${t.status} in (1, 2)`),
  ],
);
