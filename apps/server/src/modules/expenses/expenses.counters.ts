import type { KeptCounter } from '../../db/routines/kept-counter.js';

/** What an expense's write keeps besides the expense (db/routines/kept-counter.ts). */
export const expenseCounters: KeptCounter[] = [
  {
    table: 'money_totals',
    from: 'expenses',
    why: "the dashboard reads the month's expenses (kind 4) beside its income, per property (0: the business as a whole)",
    keys: {
      property_id: 'coalesce(x.property_id, 0)',
      month: `date_trunc('month', x.expense_date)::date`,
      kind: '4::smallint',
    },
    sums: { amount: 'x.amount', row_count: '1' },
    where: 'x.status = 1',
  },
  {
    table: 'expense_day_totals',
    from: 'expenses',
    why: "the expense list's count and total, and a page's jump to its day",
    keys: { expense_date: 'x.expense_date', status: 'x.status' },
    sums: { row_count: '1', amount: 'x.amount' },
  },
  {
    table: 'money_grand_totals',
    from: 'expenses',
    why: 'the guard: every expense summed; its CHECK refuses a write past 2^53 - 1 (payments/money-grand-totals.table.ts)',
    keys: { counted: "'expenses'::varchar" },
    sums: { amount: 'x.amount' },
  },
];
