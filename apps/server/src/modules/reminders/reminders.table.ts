import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.table.js';

/**
 * Reminders a person sent on WhatsApp (one tap each; nothing is sent by the server): who, when,
 * for which stay and period, so the lists can say "reminded 2 days ago". `bill_id` names the
 * bill once stays are billed.
 */
export const reminders = pgTable(
  'reminders',
  {
    reminderId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    billId: integer(),
    periodMonth: smallint().notNull(),
    periodYear: smallint().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentBy: varchar({ length: 20 }).notNull(),
  },
  (t) => [
    index('reminders_booking_idx').on(t.bookingId, t.sentAt),
    check('reminders_month_check', sql`${t.periodMonth} between 1 and 12`),
  ],
);
