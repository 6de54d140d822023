import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { bookings } from '../bookings/bookings.table.js';
import { meterReadings } from '../meter-readings/meter-readings.table.js';
import { payments } from '../payments/payments.table.js';
import { stayCharges } from '../stay-charges/stay-charges.table.js';

/**
 * A bill (tagihan): what a stay owes for one rental period, due on the period's first day.
 * `amount` is the sum of its lines and `paid_amount` the sum of its allocations, both kept by
 * triggers in the writing transaction (bills README); the bill status follows from them and is
 * never written by hand.
 */
export const bills = pgTable(
  'bills',
  {
    billId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    /** Which period of the stay (0 from the check-in); period n starts at check-in + n periods. */
    periodNo: integer().notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    /** The day after the period's last day (a stay that ends early ends its last period there). */
    periodEnd: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** The agreed rent of a whole period when the bill was made; the rent line is this, prorated. */
    periodRent: bigint({ mode: 'number' }).notNull(),
    /** Whole rupiah: the sum of the lines (kept by trigger). */
    amount: bigint({ mode: 'number' }).notNull().default(0),
    /** Whole rupiah: the sum of the allocations (kept by trigger). */
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** 1 Unpaid, 2 Partially paid, 3 Paid, 4 Void: computed from the columns above, never written. */
    billStatus: smallint()
      .notNull()
      .generatedAlwaysAs(
        sql`case when void_cause is not null then 4 when paid_amount >= amount then 3 when paid_amount > 0 then 2 else 1 end`,
      ),
    /** Void: 1 waived by an administrator, 2 stay cancelled, 3 stay deleted, 4 outside the stay. */
    voidCause: smallint(),
    voidReason: varchar({ length: 500 }).notNull().default(''),
    /**
     * TG/<year>/<number>: the bill's document number, from the year's TG counter in
     * document_numbers, given when the bill is made and never changed (kept on a void bill).
     */
    documentNumber: varchar({ length: 20 }).notNull(),
    /** Follows the stay's record status: a deleted stay's bills are Deleted (2) too. */
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('bills_booking_period_key').on(t.bookingId, t.periodStart),
    /** Allocations name (bill, booking) so a payment only ever pays its own stay's bills. */
    unique('bills_id_booking_key').on(t.billId, t.bookingId),
    unique('bills_document_number_key').on(t.documentNumber),
    /** Covering (migration kept_arrears adds INCLUDE amount, paid_amount, bill_status, status): the list's sums read the index alone. */
    index('bills_due_idx').on(t.dueDate, t.billId),
    /** Bills still owed: the dashboard's unpaid list and the arrears. */
    index('bills_owed_idx').on(t.dueDate, t.bookingId).where(sql`bill_status in (1, 2) and status = 1`),
    check('bills_period_check', sql`${t.periodEnd} > ${t.periodStart} and ${t.periodNo} >= 0`),
    check('bills_amount_check', sql`${t.amount} >= 0 and ${t.periodRent} >= 0`),
    check('bills_paid_check', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`),
    check(
      'bills_void_check',
      sql`(${t.voidCause} is null or (${t.voidCause} between 1 and 4 and ${t.paidAmount} = 0))
          and (${t.voidCause} is distinct from 1 or ${t.voidReason} <> '')`,
    ),
    check('bills_status_check', sql`${t.status} in (1, 2)`),
  ],
);

/**
 * The lines of a bill: its rent, once a late fee, and the stay's charges (README.md, Charges): a
 * meter reading's usage (3), a per-period charge (4), a one-off charge (5). A charge's line keeps
 * its name, unit and price as they were when it was put on the bill.
 */
export const billLines = pgTable(
  'bill_lines',
  {
    billLineId: integer().primaryKey().generatedAlwaysAsIdentity(),
    billId: integer()
      .notNull()
      .references(() => bills.billId),
    /** 1 Rent, 2 Late fee, 3 Metered, 4 Per period charge, 5 One-off. */
    kind: smallint().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** A charge's name ("Listrik", "Parkir Motor"); '' on rent and late fees (worded by each reader). */
    description: varchar({ length: 50 }).notNull().default(''),
    /** A charge: its units (a metered line: the usage), unit and unit price; null on rent and late fees. */
    quantity: integer(),
    unitName: varchar({ length: 20 }).notNull().default(''),
    unitPrice: bigint({ mode: 'number' }),
    /** A metered line: the meter's previous reading (a new meter's start), this reading, the usage. */
    previousReading: integer(),
    reading: integer(),
    usage: integer(),
    meterReadingId: integer().references(() => meterReadings.meterReadingId),
    stayChargeId: integer().references(() => stayCharges.stayChargeId),
    /** A per-day late fee: the days it counts. */
    lateDays: integer(),
    /** A per-day late fee: the cap it was counted against (the most it grows to); null otherwise. */
    lateFeeCap: bigint({ mode: 'number' }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('bill_lines_rent_key').on(t.billId).where(sql`kind = 1`),
    /** Never two late fees on one bill. */
    uniqueIndex('bill_lines_late_fee_key').on(t.billId).where(sql`kind = 2`),
    /** A reading is billed once; a one-off charge once; a per-period charge once per bill. */
    uniqueIndex('bill_lines_meter_reading_key').on(t.meterReadingId).where(sql`meter_reading_id is not null`),
    uniqueIndex('bill_lines_one_off_key').on(t.stayChargeId).where(sql`kind = 5`),
    uniqueIndex('bill_lines_per_period_key').on(t.billId, t.stayChargeId).where(sql`kind = 4`),
    /** Every line of some bills: what their payments paid of each (the reports' income parts). */
    index('bill_lines_bill_idx').on(t.billId),
    /** A bill's charge lines (the charges' plan reads the stays' open bills' lines). */
    index('bill_lines_charges_idx').on(t.billId).where(sql`kind >= 3`),
    check('bill_lines_kind_check', sql`${t.kind} between 1 and 5`),
    check(
      'bill_lines_source_check',
      sql`(${t.kind} = 3) = (${t.meterReadingId} is not null) and (${t.kind} in (4, 5)) = (${t.stayChargeId} is not null)
          and (${t.kind} >= 3) = (${t.quantity} is not null and ${t.unitPrice} is not null)`,
    ),
    check(
      'bill_lines_charge_amount_check',
      sql`${t.kind} in (1, 2, 3) or ${t.amount} = ${t.quantity} * ${t.unitPrice}`,
    ),
    check('bill_lines_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Which payment paid how much of which bill. Derived from the payments and bills (re-allocation
 * replaces rows); a payment and the bills it pays belong to one stay (both foreign keys name it).
 */
export const billAllocations = pgTable(
  'bill_allocations',
  {
    allocationId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer().notNull(),
    paymentId: integer().notNull(),
    billId: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateBy: varchar({ length: 20 }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'bill_allocations_payment_fk',
      columns: [t.paymentId, t.bookingId],
      foreignColumns: [payments.paymentId, payments.bookingId],
    }),
    foreignKey({
      name: 'bill_allocations_bill_fk',
      columns: [t.billId, t.bookingId],
      foreignColumns: [bills.billId, bills.bookingId],
    }),
    uniqueIndex('bill_allocations_payment_bill_key').on(t.paymentId, t.billId),
    index('bill_allocations_bill_idx').on(t.billId),
    // Reallocation reads and rewrites one set of stays' allocations (a write, the daily run).
    index('bill_allocations_booking_idx').on(t.bookingId),
    check('bill_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);
