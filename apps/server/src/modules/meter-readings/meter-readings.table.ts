import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/audit-columns.js';
import { imageColumns } from '../../db/image-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { bookings } from '../bookings/bookings.table.js';
import { chargeTypes } from '../charge-types/charge-types.table.js';
import { properties } from '../properties/properties.table.js';
import { rooms } from '../rooms/rooms.table.js';

/**
 * A reading of a room's meter (README.md): what the meter showed on a date, the previous reading
 * it counts from (or a new meter's start), the usage between, and what that usage bills at the
 * type's price when it was read (at least its minimum). A reading is only ever added after the
 * meter's latest, so each holds its previous one as it was. Its bill line is the ledger's
 * (bill_lines.meter_reading_id); the stay it bills is the one in the room (or the one checking out).
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    meterReadingId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The room's property (the policies read it). */
    propertyId: integer()
      .notNull()
      .references(() => properties.propertyId),
    roomId: integer()
      .notNull()
      .references(() => rooms.roomId),
    chargeTypeId: integer()
      .notNull()
      .references(() => chargeTypes.chargeTypeId),
    /** The stay the usage is billed to (a check-in's: the stay it opens); null in an empty room. */
    bookingId: integer().references(() => bookings.bookingId),
    /** 1 Round, 2 Check-in, 3 Check-out. */
    readingKind: smallint().notNull().default(1),
    readingDate: date({ mode: 'string' }).notNull(),
    reading: integer().notNull(),
    /** The meter's reading before this one, and its date; null for its first. */
    previousReading: integer(),
    previousDate: date({ mode: 'string' }),
    meterReplaced: boolean().notNull().default(false),
    startReading: integer(),
    /** reading - (startReading if replaced, else previousReading); null when there is nothing to count from. */
    usage: integer(),
    unitPrice: bigint({ mode: 'number' }).notNull(),
    minimumCharge: bigint({ mode: 'number' }).notNull(),
    /** What the usage bills: usage x unit price, at least the minimum; 0 when it bills no one. */
    amount: bigint({ mode: 'number' }).notNull().default(0),
    remark: varchar({ length: 200 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('meter_readings_room_date_key').on(t.roomId, t.chargeTypeId, t.readingDate),
    index('meter_readings_booking_idx').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    index('meter_readings_property_idx').on(t.propertyId, t.readingDate, t.meterReadingId),
    check('meter_readings_kind_check', sql`${t.readingKind} in (1, 2, 3)`),
    check(
      'meter_readings_values_check',
      sql`${t.reading} between 0 and 99999999 and (${t.startReading} is null or ${t.startReading} between 0 and ${t.reading})`,
    ),
    check('meter_readings_replaced_check', sql`${t.meterReplaced} = (${t.startReading} is not null)`),
    check(
      'meter_readings_usage_check',
      sql`${t.usage} is not distinct from ${t.reading} - coalesce(${t.startReading}, ${t.previousReading})
          and (${t.usage} is null or ${t.usage} >= 0)
          and (${t.previousReading} is null) = (${t.previousDate} is null)`,
    ),
    // The money rule, stated where no writer can get round it.
    check(
      'meter_readings_amount_check',
      sql`${t.amount} = case when ${t.usage} is null or ${t.bookingId} is null or ${t.readingKind} = 2 then 0
                             else greatest(${t.usage} * ${t.unitPrice}, ${t.minimumCharge}) end`,
    ),
    check(
      'meter_readings_prices_check',
      sql`${t.unitPrice} >= 0 and ${t.minimumCharge} >= 0 and ${withinMoneyBound(t.unitPrice)} and ${withinMoneyBound(t.minimumCharge)}`,
    ),
  ],
);

/**
 * Photos of a meter taken with its readings (the reader's evidence of the figure). Written once,
 * re-encoded by sharp as tenant photos are; a reading shows its newest, and a replaced photo stays
 * (nothing is hard-deleted). The property is the reading's, for the policies.
 */
export const meterReadingPhotos = pgTable(
  'meter_reading_photos',
  {
    photoId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** A reading removed (only ever its meter's latest, on an unpaid bill) takes its photos with it. */
    meterReadingId: integer()
      .notNull()
      .references(() => meterReadings.meterReadingId, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => properties.propertyId),
    ...imageColumns(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createBy: varchar({ length: 20 }).notNull(),
  },
  (t) => [index('meter_reading_photos_reading_idx').on(t.meterReadingId, t.photoId)],
);
