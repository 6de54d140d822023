import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The audit trail: one entry per changed record, sign-in and export, written in the same
 * transaction as the change by database triggers (migration 0012, modules/audit/README.md).
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. Who acted comes from the
 * transaction's settings (`kamar.user_id`, `kamar.username`, `kamar.address`), which the call
 * binding sets; without them the entry names the server itself ('system').
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditId: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    auditDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer().default(sql`nullif(current_setting('kamar.user_id', true), '')::integer`),
    username: varchar({ length: 100 })
      .notNull()
      .default(sql`coalesce(nullif(current_setting('kamar.username', true), ''), 'system')`),
    address: varchar({ length: 64 }).notNull().default(sql`coalesce(current_setting('kamar.address', true), '')`),
    entity: varchar({ length: 30 }).notNull(),
    recordId: integer(),
    action: varchar({ length: 20 }).notNull(),
    /** [[field, before, after], ...]: column names as stored, values as JSON (money as numbers, dates ISO). */
    changes: jsonb().notNull().default(sql`'[]'::jsonb`),
    /**
     * The property the record belongs to (its own, its room's, its stay's), written by the audit
     * trigger; null for the business's own records (users, settings, the profile) and sign-ins.
     */
    propertyId: integer(),
  },
  // Newest first under each filter the list offers (audit/README.md).
  (t) => [
    index('audit_log_date_idx').on(t.auditDate.desc(), t.auditId.desc()),
    index('audit_log_record_idx').on(t.recordId, t.entity, t.auditDate.desc(), t.auditId.desc()),
    index('audit_log_entity_idx').on(t.entity, t.auditDate.desc(), t.auditId.desc()),
    index('audit_log_username_idx').on(sql`lower(${t.username})`, t.auditDate.desc(), t.auditId.desc()),
    index('audit_log_action_idx').on(t.action, t.auditDate.desc(), t.auditId.desc()),
    index('audit_log_property_idx').on(t.propertyId, t.auditDate.desc(), t.auditId.desc()),
  ],
);

/**
 * Entries per business day, kind of record, action and user, kept by a statement trigger on
 * audit_log in the same transaction: the list's count over millions of entries is a sum over
 * these few thousand rows for every filter but the record id.
 */
export const auditCounts = pgTable(
  'audit_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    entity: varchar({ length: 30 }).notNull(),
    action: varchar({ length: 20 }).notNull(),
    username: varchar({ length: 100 }).notNull(),
    entries: bigint({ mode: 'number' }).notNull(),
    /**
     * The writing session's server process: two transactions running at once never add to the
     * same row, so they never wait for each other here (they deadlocked when one added to the
     * counts in another order than the other). The counts are summed over the slots.
     */
    slot: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.entity, t.action, t.username, t.slot] })],
);

/**
 * Entries of a property's records per business day, kept by the same trigger with the same
 * slots: one property's trail counted over a few hundred days. Kept apart from audit_counts,
 * whose every key it would otherwise split fifty ways (775,087 rows instead of 37,747 at 50
 * properties, and every count of the whole trail summed them all).
 */
export const auditPropertyCounts = pgTable(
  'audit_property_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    propertyId: integer().notNull(),
    entries: bigint({ mode: 'number' }).notNull(),
    slot: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.slot] })],
);
