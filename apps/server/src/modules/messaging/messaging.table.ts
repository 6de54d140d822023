import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.table.js';
import { bills } from '../ledger/bills.table.js';
import { payments } from '../payments/payments.table.js';
import { properties } from '../properties/properties.table.js';
import { tenants } from '../tenants/tenants.table.js';

/**
 * The channels the server sends through (README.md): one row. The secrets (access token, app
 * secret, verify token, SMTP password) are never answered back, exported or written into the
 * audit trail (the trigger hides these columns).
 */
export const messageChannels = pgTable(
  'message_channels',
  {
    channelsId: smallint().primaryKey().default(1),
    whatsappEnabled: boolean().notNull().default(false),
    phoneNumberId: varchar({ length: 30 }).notNull().default(''),
    upcomingTemplateId: varchar({ length: 512 }).notNull().default(''),
    upcomingTemplateEn: varchar({ length: 512 }).notNull().default(''),
    dueTemplateId: varchar({ length: 512 }).notNull().default(''),
    dueTemplateEn: varchar({ length: 512 }).notNull().default(''),
    overdueTemplateId: varchar({ length: 512 }).notNull().default(''),
    overdueTemplateEn: varchar({ length: 512 }).notNull().default(''),
    receiptTemplateId: varchar({ length: 512 }).notNull().default(''),
    receiptTemplateEn: varchar({ length: 512 }).notNull().default(''),
    accessToken: varchar({ length: 1000 }).notNull().default(''),
    appSecret: varchar({ length: 200 }).notNull().default(''),
    verifyToken: varchar({ length: 200 }).notNull().default(''),
    emailEnabled: boolean().notNull().default(false),
    smtpHost: varchar({ length: 200 }).notNull().default(''),
    smtpPort: integer().notNull().default(587),
    /** 1 STARTTLS, 2 TLS, 3 none. */
    smtpSecurity: smallint().notNull().default(1),
    smtpUser: varchar({ length: 200 }).notNull().default(''),
    smtpPassword: varchar({ length: 200 }).notNull().default(''),
    fromAddress: varchar({ length: 100 }).notNull().default(''),
    /** The address links in sent messages start with: where the owner last saved the channels from. */
    linkOrigin: varchar({ length: 200 }).notNull().default(''),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateBy: varchar({ length: 20 }).notNull().default(''),
  },
  (t) => [
    check('message_channels_one_row', sql`${t.channelsId} = 1`),
    check('message_channels_security_check', sql`${t.smtpSecurity} in (1, 2, 3)`),
  ],
);

/**
 * When reminders go out: the business's rules (property_id null, one row) and a property's own
 * where it has them. Days and quiet hours are business time.
 */
export const reminderRules = pgTable(
  'reminder_rules',
  {
    ruleSetId: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer().references(() => properties.propertyId),
    beforeDueOn: boolean().notNull(),
    beforeDueDays: smallint().notNull(),
    onDueOn: boolean().notNull(),
    afterDueOn: boolean().notNull(),
    afterDueDays: smallint().notNull(),
    afterDueAgainOn: boolean().notNull(),
    afterDueAgainDays: smallint().notNull(),
    receiptOn: boolean().notNull(),
    /** From when payments get a receipt message (turning it on does not send last month's). */
    receiptSince: timestamp({ withTimezone: true }).notNull().defaultNow(),
    quietHoursOn: boolean().notNull(),
    /** Minutes after midnight. */
    quietStart: smallint().notNull(),
    quietEnd: smallint().notNull(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateBy: varchar({ length: 20 }).notNull(),
  },
  (t) => [
    uniqueIndex('reminder_rules_property_key').on(sql`coalesce(${t.propertyId}, 0)`),
    check(
      'reminder_rules_days_check',
      sql`${t.beforeDueDays} between 1 and 30
      and ${t.afterDueDays} between 1 and 90 and ${t.afterDueAgainDays} between 1 and 90
      and (not (${t.afterDueOn} and ${t.afterDueAgainOn}) or ${t.afterDueAgainDays} > ${t.afterDueDays})`,
    ),
    check('reminder_rules_quiet_check', sql`${t.quietStart} between 0 and 1439 and ${t.quietEnd} between 0 and 1439`),
  ],
);

/**
 * Every message the server sends or will send (README.md): the outbox the job queue works from.
 * A bill gets each rule's message once (`outgoing_messages_rule_key`), a payment one receipt.
 * `delivery_status` only moves forward (1 Queued, 2 Sent, 3 Delivered, 4 Read; 5 Failed).
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    messageId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** MessageKind: 1-4 a bill's rules, 5 a receipt, 6 a test. */
    messageKind: smallint().notNull(),
    /** MessageChannel: 2 WhatsApp Cloud API, 3 email. */
    channel: smallint().notNull(),
    bookingId: integer().references(() => bookings.bookingId),
    billId: integer(),
    paymentId: integer().references(() => payments.paymentId),
    tenantId: integer().references(() => tenants.tenantId),
    recipient: varchar({ length: 100 }).notNull(),
    language: varchar({ length: 2 }).notNull(),
    templateName: varchar({ length: 512 }).notNull().default(''),
    languageFallback: boolean().notNull().default(false),
    /** What the tenant read: an email's subject and body, or the template's parameters as sent. */
    subject: varchar({ length: 300 }).notNull().default(''),
    body: text().notNull().default(''),
    deliveryStatus: smallint().notNull().default(1),
    failureReason: varchar({ length: 30 }).notNull().default(''),
    failureDetail: varchar({ length: 500 }).notNull().default(''),
    providerMessageId: varchar({ length: 200 }),
    attempts: smallint().notNull().default(0),
    /** When it may go (quiet hours hold it until their end). */
    sendAfter: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    readAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createBy: varchar({ length: 20 }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'outgoing_messages_bill_fk',
      columns: [t.billId, t.bookingId],
      foreignColumns: [bills.billId, bills.bookingId],
    }),
    uniqueIndex('outgoing_messages_rule_key').on(t.billId, t.messageKind).where(sql`${t.messageKind} between 1 and 4`),
    uniqueIndex('outgoing_messages_receipt_key').on(t.paymentId).where(sql`${t.messageKind} = 5`),
    uniqueIndex('outgoing_messages_provider_key').on(t.providerMessageId),
    index('outgoing_messages_date_idx').on(t.createDate),
    index('outgoing_messages_bill_idx').on(t.billId, t.createDate),
    index('outgoing_messages_queued_idx').on(t.sendAfter).where(sql`${t.deliveryStatus} = 1`),
    check('outgoing_messages_kind_check', sql`${t.messageKind} between 1 and 6`),
    check('outgoing_messages_channel_check', sql`${t.channel} in (2, 3)`),
    check('outgoing_messages_status_check', sql`${t.deliveryStatus} between 1 and 5`),
    check(
      'outgoing_messages_about_check',
      sql`(${t.messageKind} between 1 and 4) = (${t.billId} is not null) and (${t.messageKind} = 5) = (${t.paymentId} is not null)`,
    ),
  ],
);
