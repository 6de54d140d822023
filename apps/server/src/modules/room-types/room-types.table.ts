import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { propertyColumn } from '../properties/properties.table.js';

const price = () => bigint({ mode: 'number' }).notNull().default(0);

export const roomTypes = pgTable(
  'room_types',
  {
    roomTypeId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Prices differ by place: a room type is one property's. */
    propertyId: propertyColumn(),
    /** Upper case, trimmed (spec section 5); unique within its property. */
    roomTypeName: varchar({ length: 50 }).notNull(),
    priceDaily: price(),
    priceWeekly: price(),
    priceMonthly: price(),
    priceYearly: price(),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('room_types_name_key').on(t.propertyId, t.roomTypeName),
    // What a room's (type, property) reference names.
    uniqueIndex('room_types_property_key').on(t.roomTypeId, t.propertyId),
    check(
      'room_types_prices_check',
      sql`${t.priceDaily} >= 0 and ${t.priceWeekly} >= 0 and ${t.priceMonthly} >= 0 and ${t.priceYearly} >= 0`,
    ),
    check(
      'room_types_prices_bound_check',
      sql`${withinMoneyBound(t.priceDaily)} and ${withinMoneyBound(t.priceWeekly)} and ${withinMoneyBound(t.priceMonthly)} and ${withinMoneyBound(t.priceYearly)}`,
    ),
    check('room_types_status_check', sql`${t.status} in (1, 2)`),
  ],
);
