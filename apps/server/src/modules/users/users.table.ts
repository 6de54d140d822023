import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/audit-columns.js';

export const users = pgTable(
  'users',
  {
    userId: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: varchar({ length: 20 }).notNull(),
    firstName: varchar({ length: 30 }).notNull(),
    lastName: varchar({ length: 30 }).notNull(),
    email: varchar({ length: 100 }).notNull().default(''),
    passwordHash: text().notNull(),
    /** 1 Owner, 2 Manager, 3 Front desk (contract permissions.ts). */
    role: smallint().notNull().default(3),
    /** The spec's admin flag, kept for its client: the Owner's, never stored apart from the role. */
    isAdmin: boolean().notNull().generatedAlwaysAs(sql`role = 1`),
    /** 1 Active, 2 Disabled. */
    status: smallint().notNull().default(1),
    /** Raised when the user is disabled or their password changes: their older tokens stop working. */
    tokenVersion: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    check('users_status_check', sql`${t.status} in (1, 2)`),
    check('users_role_check', sql`${t.role} in (1, 2, 3)`),
  ],
);
