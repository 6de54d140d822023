import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/audit-columns.js';

/**
 * What each payment paid of each line of a bill (README.md, "Income by kind"): a recount of the
 * bills a statement touched (sql/income-parts.sql), so the month's income splits into rent, late
 * fees and each charge type without reading every payment. `month` is the payment's month (a
 * deposit's: the month it was settled, when it paid the bill); `property_id` the stay's room's.
 */
export const billIncomeParts = pgTable(
  'bill_income_parts',
  {
    paymentId: integer().notNull(),
    billLineId: integer().notNull(),
    billId: integer().notNull(),
    propertyId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    /** The line's kind (1 rent, 2 late fee, 3-5 charges). */
    lineKind: smallint().notNull(),
    /** A charge line's type; 0 for rent and late fees. */
    chargeTypeId: integer().notNull(),
    /** 2 a rent payment, 1 a deposit paying the bill on its return. */
    paymentType: smallint().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.billLineId] }),
    index('bill_income_parts_bill_idx').on(t.billId),
    check('bill_income_parts_amount_check', sql`${t.amount} > 0`),
  ],
);

/** The parts summed per property, month, line kind, charge type and payment type (reports.counters.ts). */
export const incomeTotals = pgTable(
  'income_totals',
  {
    propertyId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    lineKind: smallint().notNull(),
    chargeTypeId: integer().notNull(),
    paymentType: smallint().notNull(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.month, t.lineKind, t.chargeTypeId, t.paymentType] })],
);

/** Settled deposits per property and month of their return (reports.counters.ts). */
export const depositSettledTotals = pgTable(
  'deposit_settled_totals',
  {
    propertyId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    returnedAmount: bigint({ mode: 'number' }).notNull().default(0),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.month] })],
);

/** Active expenses per property (0: the business as a whole), month and category (reports.counters.ts). */
export const expenseCategoryTotals = pgTable(
  'expense_category_totals',
  {
    propertyId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    expenseCategoryId: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.month, t.expenseCategoryId] })],
);

/** Bills (active, not void) per property and month of due date: made, and paid of them (reports.counters.ts). */
export const billDueTotals = pgTable(
  'bill_due_totals',
  {
    propertyId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
    rowCount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.month] })],
);

/**
 * A month's month-end figures per property, taken when the month closed (the first daily run
 * after it; report-closings.ts): occupancy and arrears by aging bucket as they stood on its last
 * day (deposits held are kept totals: reports.repository.ts). A month that closed before reports existed was counted from the rows then.
 */
export const monthClosings = pgTable(
  'month_closings',
  {
    propertyId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    rooms: integer().notNull(),
    occupiedNights: integer().notNull(),
    availableNights: integer().notNull(),
    roomsOccupiedAtEnd: integer().notNull(),
    /** Owed at the month's end per aging bucket (0 due that day, 1 1-30, 2 31-60, 3 61+ days): stays and money. */
    arrears: jsonb().$type<{ agingBucket: number; bookings: number; outstanding: number }[]>().notNull(),
    takenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.month] })],
);

/** The report's settings: the tax figure's terms and the journal's accounts (one row). */
export const reportSettings = pgTable(
  'report_settings',
  {
    reportSettingsId: integer().primaryKey().generatedAlwaysAsIdentity(),
    taxOn: boolean().notNull().default(false),
    taxpayerKind: smallint().notNull().default(1),
    taxRateBasisPoints: integer().notNull().default(50),
    taxExemptAmount: bigint({ mode: 'number' }).notNull().default(500_000_000),
    accounts: jsonb().notNull().default({}),
    ...auditColumns,
  },
  (t) => [
    check('report_settings_taxpayer_check', sql`${t.taxpayerKind} in (1, 2)`),
    check('report_settings_rate_check', sql`${t.taxRateBasisPoints} between 0 and 10000`),
    check('report_settings_exempt_check', sql`${t.taxExemptAmount} >= 0`),
  ],
);
