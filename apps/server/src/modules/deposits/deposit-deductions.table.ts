import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/audit-columns.js';
import { bills } from '../ledger/bills.table.js';
import { payments } from '../payments/payments.table.js';

/**
 * What a deposit's return kept back: an unpaid bill (paid from the deposit through an allocation
 * of the deposit payment), damage, cleaning, or something else with a note. The deposit's
 * `deducted_amount` is their sum (kept by trigger), so returned + deducted <= the deposit.
 */
export const depositDeductions = pgTable(
  'deposit_deductions',
  {
    deductionId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The deposit (a payment of type 1). */
    paymentId: integer()
      .notNull()
      .references(() => payments.paymentId),
    /** 1 Unpaid bill, 2 Damage, 3 Cleaning, 4 Other. */
    kind: smallint().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    billId: integer().references(() => bills.billId),
    note: varchar({ length: 200 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    index('deposit_deductions_payment_idx').on(t.paymentId),
    check('deposit_deductions_kind_check', sql`${t.kind} in (1, 2, 3, 4)`),
    check('deposit_deductions_amount_check', sql`${t.amount} > 0`),
    check('deposit_deductions_bill_check', sql`(${t.kind} = 1) = (${t.billId} is not null)`),
  ],
);
