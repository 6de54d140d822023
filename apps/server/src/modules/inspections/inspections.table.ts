import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { imageColumns } from '../../db/image-columns.js';
import { bookings } from '../bookings/bookings.table.js';
import { depositDeductions } from '../deposits/deposit-deductions.table.js';
import { properties } from '../properties/properties.table.js';
import { roomTypes } from '../room-types/room-types.table.js';

/**
 * A room type's inspection checklist (README.md): its item names in order. A type without a row
 * has the product's default list, stored here when first saved or first inspected.
 */
export const inspectionChecklists = pgTable(
  'inspection_checklists',
  {
    checklistId: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.roomTypeId),
    /** The room type's property (the policies read it). */
    propertyId: integer()
      .notNull()
      .references(() => properties.propertyId),
    /** The item names, in order: a JSON array of strings. */
    items: jsonb().$type<string[]>().notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('inspection_checklists_room_type_key').on(t.roomTypeId),
    check('inspection_checklists_items_check', sql`jsonb_typeof(${t.items}) = 'array'`),
  ],
);

/**
 * A stay's inspection at check-in (1) or check-out (2): one of each per stay. Its items are the
 * checklist as it was when it was made; completing it fixes them.
 */
export const inspections = pgTable(
  'inspections',
  {
    inspectionId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    /** The stay's room's property (the policies read it). */
    propertyId: integer()
      .notNull()
      .references(() => properties.propertyId),
    inspectionKind: smallint().notNull(),
    completedAt: timestamp({ withTimezone: true }),
    completedBy: varchar({ length: 20 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('inspections_booking_kind_key').on(t.bookingId, t.inspectionKind),
    index('inspections_property_idx').on(t.propertyId, t.inspectionId),
    check('inspections_kind_check', sql`${t.inspectionKind} in (1, 2)`),
  ],
);

/** One checklist item of an inspection: what was found (null: not looked at yet) and a note. */
export const inspectionItems = pgTable(
  'inspection_items',
  {
    inspectionItemId: integer().primaryKey().generatedAlwaysAsIdentity(),
    inspectionId: integer()
      .notNull()
      .references(() => inspections.inspectionId),
    propertyId: integer()
      .notNull()
      .references(() => properties.propertyId),
    position: smallint().notNull(),
    itemName: varchar({ length: 60 }).notNull(),
    /** 1 Good, 2 Damaged, 3 Missing; null until looked at. */
    condition: smallint(),
    note: varchar({ length: 200 }).notNull().default(''),
    /** The deposit's deduction made for this item (CreateDeduction), one at most. */
    deductionId: integer().references(() => depositDeductions.deductionId),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('inspection_items_position_key').on(t.inspectionId, t.position),
    uniqueIndex('inspection_items_deduction_key').on(t.deductionId),
    check('inspection_items_condition_check', sql`${t.condition} is null or ${t.condition} in (1, 2, 3)`),
    // Only a damaged or missing item is deducted for.
    check('inspection_items_deduction_check', sql`${t.deductionId} is null or ${t.condition} in (2, 3)`),
  ],
);

/**
 * Photos of an item, re-encoded as tenant photos are. A removed photo keeps its row (status 2)
 * and is no longer shown or served.
 */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    photoId: integer().primaryKey().generatedAlwaysAsIdentity(),
    inspectionItemId: integer()
      .notNull()
      .references(() => inspectionItems.inspectionItemId),
    propertyId: integer()
      .notNull()
      .references(() => properties.propertyId),
    ...imageColumns(),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    index('inspection_photos_item_idx').on(t.inspectionItemId, t.photoId),
    check('inspection_photos_status_check', sql`${t.status} in (1, 2)`),
  ],
);
