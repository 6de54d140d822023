import type { KeptCounter } from '../../db/routines/kept-counter.js';

/**
 * What the reports keep (db/routines/kept-counter.ts): the month's figures per property read a few
 * rows per month instead of every payment, bill and expense. Listed last in
 * src/database-routines.ts: they are taken after the money and bill totals a write already holds.
 */
export const reportCounters: KeptCounter[] = [
  {
    table: 'income_totals',
    from: 'bill_income_parts',
    why: "a month's income by kind: rent, late fees, each charge type (sql/income-parts.sql recounts the parts)",
    keys: {
      property_id: 'x.property_id',
      month: 'x.month',
      line_kind: 'x.line_kind',
      charge_type_id: 'x.charge_type_id',
      payment_type: 'x.payment_type',
    },
    sums: { amount: 'x.amount' },
  },
  {
    table: 'deposit_settled_totals',
    from: 'payments',
    why: 'deposits returned and kept in the month they were settled (money_totals counts deposits by the month they were paid)',
    via: { table: 'bookings', column: 'booking_id' },
    keys: {
      property_id: '(SELECT r.property_id FROM rooms r WHERE r.room_id = v.room_id)',
      month: `date_trunc('month', x.return_date)::date`,
    },
    sums: { amount: 'x.amount', returned_amount: 'x.returned_amount', row_count: '1' },
    where: 'x.status = 1 AND x.payment_type = 1 AND x.deposit_status <> 0 AND x.return_date IS NOT NULL',
  },
  {
    table: 'expense_category_totals',
    from: 'expenses',
    why: "a month's expenses by category, per property (0: the business as a whole)",
    keys: {
      property_id: 'coalesce(x.property_id, 0)',
      month: `date_trunc('month', x.expense_date)::date`,
      expense_category_id: 'x.expense_category',
    },
    sums: { amount: 'x.amount', row_count: '1' },
    where: 'x.status = 1',
  },
  {
    table: 'bill_due_totals',
    from: 'bills',
    why: 'bills made (due) in the month and what is paid of them: the collection rate, per property',
    via: { table: 'bookings', column: 'booking_id' },
    keys: {
      property_id: '(SELECT r.property_id FROM rooms r WHERE r.room_id = v.room_id)',
      month: `date_trunc('month', x.due_date)::date`,
    },
    sums: { amount: 'x.amount', paid_amount: 'x.paid_amount', row_count: '1' },
    where: 'x.status = 1 AND x.bill_status <> 4',
  },
];
