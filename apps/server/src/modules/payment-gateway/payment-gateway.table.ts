import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { bookings } from '../bookings/bookings.table.js';
import { bills } from '../ledger/bills.table.js';
import { payments } from '../payments/payments.table.js';

/**
 * A provider's hosted payment page for one bill (README.md): asked for from the stay's page, paid
 * there, and recorded as a payment only from the provider's own word (its webhook, or asking it
 * again), never from the browser's return. One payment per checkout: `payment_id` is unique.
 */
export const gatewayCheckouts = pgTable(
  'gateway_checkouts',
  {
    checkoutId: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar({ length: 20 }).notNull(),
    /** Ours, sent to the provider and sent back by it. */
    externalId: varchar({ length: 64 }).notNull(),
    /** The provider's id of it (its invoice id). */
    providerReference: varchar({ length: 100 }).notNull(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    billId: integer()
      .notNull()
      .references(() => bills.billId),
    amount: bigint({ mode: 'number' }).notNull(),
    checkoutUrl: varchar({ length: 500 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** 1 Pending, 2 Paid, 3 Expired, 4 Held (an anomaly). */
    checkoutStatus: smallint().notNull().default(1),
    paymentId: integer().references(() => payments.paymentId),
    /** The provider's fee and the channel paid through, once paid. */
    fee: bigint({ mode: 'number' }),
    channel: varchar({ length: 50 }).notNull().default(''),
    paidAt: timestamp({ withTimezone: true }),
    /** When it was last asked about (the recheck of pending checkouts). */
    checkedAt: timestamp({ withTimezone: true }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gateway_checkouts_external_key').on(t.externalId),
    uniqueIndex('gateway_checkouts_reference_key').on(t.provider, t.providerReference),
    uniqueIndex('gateway_checkouts_payment_key').on(t.paymentId),
    index('gateway_checkouts_bill_idx').on(t.billId, t.checkoutStatus),
    index('gateway_checkouts_pending_idx').on(t.checkoutStatus, t.checkedAt).where(sql`${t.checkoutStatus} = 1`),
    check('gateway_checkouts_status_check', sql`${t.checkoutStatus} in (1, 2, 3, 4)`),
    check('gateway_checkouts_amount_check', sql`${t.amount} > 0 and ${withinMoneyBound(t.amount)}`),
    check('gateway_checkouts_paid_check', sql`(${t.checkoutStatus} = 2) = (${t.paymentId} is not null)`),
  ],
);

/**
 * Money a provider reported that was not recorded as a payment (README.md): kept for the owner,
 * never dropped. One entry per provider reference and reason, so a webhook sent again adds none.
 */
export const gatewayAnomalies = pgTable(
  'gateway_anomalies',
  {
    anomalyId: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar({ length: 20 }).notNull(),
    providerReference: varchar({ length: 100 }).notNull(),
    reason: varchar({ length: 30 }).notNull(),
    checkoutId: integer().references(() => gatewayCheckouts.checkoutId),
    paidAmount: numeric({ precision: 18, scale: 2 }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    /** What the provider sent, as it sent it. */
    payload: jsonb().notNull(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Settled by hand by the owner's side (a refund, a payment typed in): when, by whom, and how. */
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: varchar({ length: 20 }).notNull().default(''),
    resolution: varchar({ length: 300 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('gateway_anomalies_reference_key').on(t.provider, t.providerReference, t.reason),
    index('gateway_anomalies_date_idx').on(t.createDate),
    index('gateway_anomalies_open_idx').on(t.anomalyId).where(sql`${t.resolvedAt} is null`),
    check('gateway_anomalies_resolved_check', sql`(${t.resolvedAt} is null) = (${t.resolution} = '')`),
  ],
);
