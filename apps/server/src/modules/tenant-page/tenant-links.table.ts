import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.table.js';

/**
 * Links to a stay's own page (`/t/<id>.<HMAC>`, README.md). The link carries the row's id and an
 * HMAC over the row's facts, so a guessed or altered link fails before anything is read; it works
 * while the stay runs and TENANT_LINK_DAYS_AFTER days after it ends, until an admin revokes it.
 */
export const tenantLinks = pgTable(
  'tenant_links',
  {
    tenantLinkId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: varchar({ length: 20 }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createBy: varchar({ length: 20 }).notNull(),
  },
  (t) => [index('tenant_links_booking_idx').on(t.bookingId, t.tenantLinkId)],
);
