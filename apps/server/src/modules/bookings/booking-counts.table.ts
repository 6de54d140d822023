import { bigint, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * How many bookings each (booking status, record status) pair holds, kept by statement triggers on
 * bookings (migration kept_list_counts) in the same transaction as the rows: the booking list's
 * count when no name filters it. Checked against a recount in booking-counts.test.ts.
 */
export const bookingCounts = pgTable(
  'booking_counts',
  {
    bookingStatus: smallint().notNull(),
    status: smallint().notNull(),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bookingStatus, t.status] })],
);
