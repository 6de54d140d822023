import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { employees } from '../employees/employees.table.js';
import { properties } from '../properties/properties.table.js';

export const expenses = pgTable(
  'expenses',
  {
    expenseId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The property spent for; null for the business as a whole. */
    propertyId: integer().references(() => properties.propertyId),
    expenseDate: date({ mode: 'string' }).notNull(),
    /** 1 Household, 2 Human Resource. */
    expenseCategory: smallint().notNull(),
    /** Human Resource only: the employee paid (salary), optional. */
    employeeId: integer().references(() => employees.employeeId),
    /** Whole rupiah. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** Upper-cased on entry (spec section 5). */
    remark: varchar({ length: 500 }).notNull().default(''),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    index('expenses_date_idx').on(t.expenseDate),
    index('expenses_property_idx').on(t.propertyId),
    check('expenses_category_check', sql`${t.expenseCategory} in (1, 2)`),
    check('expenses_employee_check', sql`${t.employeeId} is null or ${t.expenseCategory} = 2`),
    check('expenses_amount_check', sql`${t.amount} > 0`),
    check('expenses_amount_bound_check', withinMoneyBound(t.amount)),
    check('expenses_status_check', sql`${t.status} in (1, 2)`),
  ],
);
