import { foreignKey, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.table.js';
import { bills } from '../ledger/bills.table.js';

/**
 * Reminders a person sent on WhatsApp (one tap each; nothing is sent by the server): who, when,
 * for which bill, so the lists can say "reminded 2 days ago". The booking is the bill's own (the
 * foreign key carries both), so a stay's reminders are found without going through its bills.
 */
export const reminders = pgTable(
  'reminders',
  {
    reminderId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    billId: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentBy: varchar({ length: 20 }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'reminders_bill_fk',
      columns: [t.billId, t.bookingId],
      foreignColumns: [bills.billId, bills.bookingId],
    }),
    index('reminders_booking_idx').on(t.bookingId, t.sentAt),
    index('reminders_bill_idx').on(t.billId, t.sentAt),
  ],
);
