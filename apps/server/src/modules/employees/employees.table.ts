import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { propertyColumn } from '../properties/properties.table.js';

/** Human Resource (DESIGN.md section 4); admins only. */
export const employees = pgTable(
  'employees',
  {
    employeeId: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: propertyColumn(),
    /** Upper case, required. */
    employeeName: varchar({ length: 100 }).notNull(),
    /** 1 Male, 2 Female; null when not given. */
    gender: smallint(),
    idNumber: varchar({ length: 30 }).notNull().default(''),
    phone: varchar({ length: 20 }).notNull().default(''),
    address: varchar({ length: 200 }).notNull().default(''),
    position: varchar({ length: 50 }).notNull().default(''),
    joinDate: date({ mode: 'string' }),
    /** Monthly, whole rupiah. */
    salary: bigint({ mode: 'number' }).notNull().default(0),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    index('employees_name_idx').on(t.employeeName),
    index('employees_property_idx').on(t.propertyId),
    check('employees_salary_check', sql`${t.salary} >= 0`),
    check('employees_salary_bound_check', withinMoneyBound(t.salary)),
    check('employees_gender_check', sql`${t.gender} in (1, 2)`),
    check('employees_status_check', sql`${t.status} in (1, 2)`),
  ],
);
