import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * What each active stay owes, kept by statement triggers on bills and bookings in the writing
 * transaction (migration kept_arrears): its owed bills (Unpaid or Partially paid, record active)
 * counted, their outstanding summed and the oldest due date. It holds the bills made ahead of
 * their due date too, since "due by today" moves every day without a write: the arrears take off
 * the few bills not yet due. A stay owing nothing keeps its row with no oldest due date. A test
 * checks it against the bills after every kind of write.
 */
export const stayArrears = pgTable(
  'stay_arrears',
  {
    bookingId: integer().primaryKey(),
    /**
     * The stay's property (its room's), kept with the row: a staff user's arrears and a property's
     * read their stays by this index, and the row-level security policy keys on it as on rooms.
     */
    propertyId: integer().notNull(),
    bills: integer().notNull().default(0),
    outstanding: bigint({ mode: 'number' }).notNull().default(0),
    oldestDue: date({ mode: 'string' }),
  },
  (t) => [
    index('stay_arrears_oldest_idx').on(t.oldestDue, t.bookingId).where(sql`oldest_due is not null`),
    // The owing stays by stay, with their figures (INCLUDE, written in migration 0028): a tenant or
    // room filter's stays are matched against this small index (a few thousand entries) instead
    // of probing the whole table, one row a stay.
    index('stay_arrears_owing_idx').on(t.bookingId).where(sql`oldest_due is not null`),
    // A property's owing stays, oldest debt first, with their figures (INCLUDE, written in migration
    // 0055): the arrears of some properties read their few hundred, not every owing stay.
    index('stay_arrears_property_idx').on(t.propertyId, t.oldestDue, t.bookingId).where(sql`oldest_due is not null`),
  ],
);

/**
 * The stays owing, per oldest due date (kept from stay_arrears by its own statement trigger): the
 * arrears' aging buckets are ranges of that date, so their totals read a few hundred days, not
 * every stay.
 */
export const arrearsDays = pgTable('arrears_days', {
  oldestDue: date({ mode: 'string' }).primaryKey(),
  stays: bigint({ mode: 'number' }).notNull().default(0),
  outstanding: bigint({ mode: 'number' }).notNull().default(0),
});
