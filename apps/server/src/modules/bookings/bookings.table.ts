import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { rooms } from '../rooms/rooms.table.js';
import { tenants } from '../tenants/tenants.table.js';

/**
 * A stay: the room is occupied from `checkInDate` up to, not including, `checkOutDate` (open-ended
 * when null). No two active, not-deleted bookings of one room may overlap: the exclusion
 * constraint `bookings_no_double_booking` (custom migration, btree_gist) guarantees it.
 */
export const bookings = pgTable(
  'bookings',
  {
    bookingId: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.tenantId),
    roomId: integer()
      .notNull()
      .references(() => rooms.roomId),
    bookingDate: date({ mode: 'string' }).notNull(),
    checkInDate: date({ mode: 'string' }).notNull(),
    /** Null = open-ended; the API shows it as 0001-01-01T00:00:00. */
    checkOutDate: date({ mode: 'string' }),
    /** Rental period: 1 Daily, 2 Weekly, 3 Monthly, 4 Yearly. */
    bookingType: smallint().notNull(),
    /**
     * The agreed rent per rental period, whole rupiah. Left out on insert, a trigger sets the room
     * type's price for the period (migration 0013), so every writer gets the same default.
     */
    rentAmount: bigint({ mode: 'number' }).notNull().default(sql`null`),
    /** 1 Active, 2 Complete, 3 Cancelled. */
    bookingStatus: smallint().notNull().default(1),
    remark: varchar({ length: 500 }).notNull().default(''),
    /** Set by CheckIn (arrival) and CompleteBooking (departure). */
    checkedInAt: timestamp({ withTimezone: true }),
    checkedOutAt: timestamp({ withTimezone: true }),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    index('bookings_room_idx').on(t.roomId, t.checkInDate),
    /** A tenant's stays read from the index alone (a name search's stays: 463 tenants, 2,315 stays). */
    index('bookings_tenant_idx').on(t.tenantId, t.bookingId),
    index('bookings_check_in_idx').on(t.checkInDate),
    /** The few running stays among many finished ones: occupancy, the dashboard lists. */
    index('bookings_active_idx').on(t.checkInDate).where(sql`booking_status = 1 and status = 1`),
    /**
     * The dashboard's arrivals (running, not yet checked in) and departures (checked in, with a
     * check-out day) by their day: the few due by today, not every running stay tested row by row
     * (a chain's 8,600 running stays read from the heap took 14 and 23 ms).
     */
    index('bookings_arrivals_idx')
      .on(t.checkInDate)
      .where(sql`booking_status = 1 and status = 1 and checked_in_at is null`),
    index('bookings_departures_idx')
      .on(t.checkOutDate)
      .where(sql`booking_status = 1 and status = 1 and checked_in_at is not null and check_out_date is not null`),
    /**
     * The stays that left since a day, for the resident register's departures (modules/
     * resident-register): the few of a week among a property's whole history (a kos of 31 rooms
     * with 31,000 past stays, on a test database: the register in 68 ms median reading them all,
     * 3.7 ms through this index and bookings_active_idx).
     */
    index('bookings_checked_out_idx').on(t.checkedOutAt).where(sql`booking_status = 2 and status = 1`),
    /** The nights a stay held its room, for the reports' occupancy of a month (modules/reports). */
    index('bookings_nights_idx')
      .using('gist', sql`daterange(${t.checkInDate}, ${t.checkOutDate}, '[)')`)
      .where(sql`checked_in_at is not null and status = 1 and booking_status <> 3`),
    /**
     * The nights of the stays the index above leaves out (booked and not yet arrived, cancelled):
     * with it, every stay of a range of days comes from the two (the timeline, booking-timeline.repository.ts).
     */
    index('bookings_booked_nights_idx')
      .using('gist', sql`daterange(${t.checkInDate}, ${t.checkOutDate}, '[)')`)
      .where(sql`status = 1 and (checked_in_at is null or booking_status = 3)`),
    check('bookings_stay_check', sql`${t.checkOutDate} is null or ${t.checkOutDate} > ${t.checkInDate}`),
    check('bookings_type_check', sql`${t.bookingType} in (1, 2, 3, 4)`),
    check('bookings_rent_check', sql`${t.rentAmount} >= 0`),
    check('bookings_rent_bound_check', withinMoneyBound(t.rentAmount)),
    check('bookings_booking_status_check', sql`${t.bookingStatus} in (1, 2, 3)`),
    check('bookings_status_check', sql`${t.status} in (1, 2)`),
  ],
);

/**
 * The rent a booking owes per rental period: the rent agreed on the booking (`rent_amount`,
 * prefilled from its room type's price for the period and editable). SQL over a booking aliased
 * `b`. The one place this is decided: the payment form's prefill reads it; what a stay owes comes
 * from its bills.
 */
export const rentPriceSql = sql`b.rent_amount`;
