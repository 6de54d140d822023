import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { bookings } from '../bookings/bookings.table.js';

/**
 * Rent payments (type 2) and deposits (type 1). A deposit is settled once, from On Hold (0) to
 * Returned (1, with the returned amount) or Owned (2, returned 0): the return is recorded on the
 * deposit's own row (DESIGN.md section 4, "Deposits").
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    paymentDate: date({ mode: 'string' }).notNull(),
    /** 1 Deposit, 2 Rent Payment. */
    paymentType: smallint().notNull(),
    paymentPeriodeMonth: smallint().notNull(),
    paymentPeriodeYear: smallint().notNull(),
    /** Whole rupiah. */
    amount: bigint({ mode: 'number' }).notNull(),
    remark: varchar({ length: 500 }).notNull().default(''),
    /** Deposits only: 0 On Hold, 1 Returned, 2 Owned; null for rent. */
    depositStatus: smallint(),
    returnedAmount: bigint({ mode: 'number' }).notNull().default(0),
    returnDate: date({ mode: 'string' }),
    /** The receipt's number (KW/2026/000123), given when the payment is recorded, never reused. */
    receiptNumber: varchar({ length: 20 }).notNull(),
    /** A returned deposit's receipt number (PD/2026/000007); who handed it back is in the audit trail. */
    returnReceiptNumber: varchar({ length: 20 }),
    /**
     * Rent: the bill the payment was recorded for, if one was chosen (a foreign key to the
     * stay's bills, made in the bills migration: bills depend on payments, not the other way).
     */
    billId: integer(),
    /** 1 Cash, 2 Bank transfer, 3 QRIS, 4 Online, 5 Other; null: not recorded (payments from before it was asked). */
    paymentMethod: smallint(),
    /** A bank transfer's account paid into, as typed or chosen from the business's accounts ("BCA 1234567890"). */
    paymentAccount: varchar({ length: 100 }).notNull().default(''),
    /**
     * A receipt naming its bill: what was left on that bill after this payment when the receipt was
     * issued (0: paid off), fixed with the receipt's number; null: the receipt names no bill.
     */
    receiptBillLeft: bigint({ mode: 'number' }),
    /**
     * The lines of that bill when the receipt was issued (a bill with charges is spelled out on
     * it: "Sewa Rp 1.500.000 + Listrik 86 kWh Rp 129.000 = ..."), fixed with the receipt.
     */
    receiptBillLines: jsonb(),
    /** How much of the payment pays bills (kept by trigger from bill_allocations). */
    allocatedAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** Deposits: what the return kept back (kept by trigger from deposit_deductions). */
    deductedAmount: bigint({ mode: 'number' }).notNull().default(0),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    uniqueIndex('payments_receipt_number_unique').on(t.receiptNumber),
    uniqueIndex('payments_return_receipt_number_unique').on(t.returnReceiptNumber),
    index('payments_date_idx').on(t.paymentDate),
    index('payments_period_idx').on(t.paymentPeriodeYear, t.paymentPeriodeMonth),
    // The payments of the last day, for their receipt messages (modules/messaging).
    index('payments_created_idx').on(t.createDate),
    // Deposits settled after a day: the bills they paid, for the month-end arrears (modules/reports).
    index('payments_return_date_idx').on(t.returnDate).where(sql`payment_type = 1`),
    check('payments_type_check', sql`${t.paymentType} in (1, 2)`),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_amount_bound_check', withinMoneyBound(t.amount)),
    check('payments_month_check', sql`${t.paymentPeriodeMonth} between 1 and 12`),
    check('payments_year_check', sql`${t.paymentPeriodeYear} between 2000 and 2200`),
    check(
      'payments_deposit_check',
      sql`(${t.paymentType} = 1) = (${t.depositStatus} is not null) and ${t.depositStatus} in (0, 1, 2)`,
    ),
    check('payments_returned_check', sql`${t.returnedAmount} >= 0 and ${t.returnedAmount} <= ${t.amount}`),
    check('payments_allocated_check', sql`${t.allocatedAmount} >= 0 and ${t.allocatedAmount} <= ${t.amount}`),
    check(
      'payments_deducted_check',
      sql`${t.deductedAmount} >= 0 and ${t.returnedAmount} + ${t.deductedAmount} <= ${t.amount}`,
    ),
    /** Allocations name (payment, booking): a payment pays only its own stay's bills. */
    unique('payments_id_booking_key').on(t.paymentId, t.bookingId),
    check('payments_method_check', sql`${t.paymentMethod} between 1 and 5`),
    check('payments_account_check', sql`${t.paymentAccount} = '' or ${t.paymentMethod} = 2`),
    check('payments_receipt_bill_left_check', sql`${t.receiptBillLeft} >= 0`),
    check('payments_status_check', sql`${t.status} in (1, 2)`),
  ],
);
