import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { businessLogos } from '../business-profile/business-profile.table.js';
import { users } from '../users/users.table.js';

/**
 * One kos of the business: its rooms, room types, floor layout, employees and (some) expenses
 * name it, and a Manager or Front desk user works in some of them (`users_properties`).
 */
export const properties = pgTable(
  'properties',
  {
    propertyId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Upper case, required, unique. */
    propertyName: varchar({ length: 100 }).notNull(),
    address: varchar({ length: 300 }).notNull().default(''),
    city: varchar({ length: 50 }).notNull().default(''),
    /** WhatsApp number in its one stored form (E.164 digits, contract phone-number.ts). */
    phone: varchar({ length: 20 }).notNull().default(''),
    /** Its own logo, printed instead of the business profile's on its tenants' documents; null: the profile's. */
    logoId: integer().references(() => businessLogos.logoId),
    /** Its own static QRIS image, shown on its tenants' pages instead of the profile's; null: the profile's. */
    qrisId: integer().references(() => businessLogos.logoId),
    /** Its own [{ bankName, accountNumber, accountHolder }] (the contract checks them); []: the profile's. */
    bankAccounts: jsonb().notNull().default(sql`'[]'::jsonb`),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('properties_name_key').on(t.propertyName),
    check('properties_status_check', sql`${t.status} in (1, 2)`),
  ],
);

/** The properties a user who does not see all of them works in. */
export const usersProperties = pgTable(
  'users_properties',
  {
    userId: integer()
      .notNull()
      .references(() => users.userId),
    propertyId: integer()
      .notNull()
      .references(() => properties.propertyId),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index('users_properties_property_idx').on(t.propertyId)],
);

/**
 * The property column of a table that belongs to a property. Left out of an insert, the
 * `property_default` trigger names the default property (properties.sql), so the database keeps
 * the one rule of which that is.
 */
export const propertyColumn = () =>
  integer()
    .notNull()
    .references(() => properties.propertyId)
    .$defaultFn(() => sql`default`);
