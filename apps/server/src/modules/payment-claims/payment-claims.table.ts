import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/bytea.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { bookings } from '../bookings/bookings.table.js';
import { bills } from '../ledger/bills.table.js';
import { payments } from '../payments/payments.table.js';
import { tenantLinks } from '../tenant-page/tenant-links.table.js';

/**
 * A tenant's "I have paid" (README.md): sent from the stay's page with a photo of the transfer,
 * waiting for the owner, who approves it (a payment is recorded, `payment_id`) or rejects it with
 * a reason the tenant reads. Decided once: the status only ever leaves Waiting.
 */
export const paymentClaims = pgTable(
  'payment_claims',
  {
    paymentClaimId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    billId: integer()
      .notNull()
      .references(() => bills.billId),
    /** The link it was sent through. */
    tenantLinkId: integer()
      .notNull()
      .references(() => tenantLinks.tenantLinkId),
    amount: bigint({ mode: 'number' }).notNull(),
    paidDate: date({ mode: 'string' }).notNull(),
    note: varchar({ length: 300 }).notNull().default(''),
    /** 1 Waiting, 2 Approved, 3 Rejected. */
    claimStatus: smallint().notNull().default(1),
    photoType: varchar({ length: 30 }).notNull(),
    photo: bytea().notNull(),
    photoBytes: integer().notNull(),
    paymentId: integer().references(() => payments.paymentId),
    rejectReason: varchar({ length: 300 }).notNull().default(''),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: varchar({ length: 20 }).notNull().default(''),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The sender's address (the page has no account). */
    createAddress: varchar({ length: 45 }).notNull().default(''),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateBy: varchar({ length: 20 }).notNull().default('tenant'),
  },
  (t) => [
    index('payment_claims_waiting_idx').on(t.claimStatus, t.paymentClaimId),
    index('payment_claims_booking_idx').on(t.bookingId, t.paymentClaimId),
    check('payment_claims_status_check', sql`${t.claimStatus} in (1, 2, 3)`),
    check('payment_claims_amount_check', sql`${t.amount} > 0 and ${withinMoneyBound(t.amount)}`),
    // Approved names its payment; rejected its reason; both who and when. Waiting none of it.
    check(
      'payment_claims_decision_check',
      sql`case ${t.claimStatus}
            when 1 then ${t.paymentId} is null and ${t.decidedAt} is null
            when 2 then ${t.paymentId} is not null and ${t.decidedAt} is not null
            else ${t.paymentId} is null and ${t.decidedAt} is not null and ${t.rejectReason} <> '' end`,
    ),
  ],
);
