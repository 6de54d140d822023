import { bigint, date, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * How many bookings there are per check-in day and per (booking status, record status) pair, kept
 * by statement triggers on bookings (migration booking_day_counts) in the same transaction as the
 * rows. A page of the booking list asked by its number finds the day it starts in from these rows
 * and skips only that day's bookings before it (bookings.repository.ts, `bucketJump`);
 * booking_counts cannot: it has no day. Checked against a recount in kept-counts.test.ts.
 */
export const bookingDayCounts = pgTable(
  'booking_day_counts',
  {
    checkInDate: date({ mode: 'string' }).notNull(),
    bookingStatus: smallint().notNull(),
    status: smallint().notNull(),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.checkInDate, t.bookingStatus, t.status] })],
);
