import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/audit-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { bookings } from './bookings.table.js';

/**
 * A rent agreed from a date on (Booking/ChangeRent): a period starting on or after `from_date` is
 * billed at the latest change begun by its start; before the first change, at the booking's rent.
 * One per stay and date (a second change of the same date replaces it, audited).
 */
export const rentChanges = pgTable(
  'booking_rent_changes',
  {
    rentChangeId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    fromDate: date({ mode: 'string' }).notNull(),
    rentAmount: bigint({ mode: 'number' }).notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('booking_rent_changes_key').on(t.bookingId, t.fromDate),
    check('booking_rent_changes_amount_check', sql`${t.rentAmount} > 0 and ${withinMoneyBound(t.rentAmount)}`),
  ],
);
