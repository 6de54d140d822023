import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';

/** The supplier of a room's door lock and key cards (DESIGN.md section 4). */
export const cardVendors = pgTable(
  'card_vendors',
  {
    cardVendorId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Upper case, required, unique. */
    cardVendorName: varchar({ length: 50 }).notNull(),
    contactName: varchar({ length: 50 }).notNull().default(''),
    phone: varchar({ length: 20 }).notNull().default(''),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('card_vendors_name_key').on(t.cardVendorName),
    check('card_vendors_status_check', sql`${t.status} in (1, 2)`),
  ],
);
