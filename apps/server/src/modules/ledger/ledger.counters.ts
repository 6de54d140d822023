import type { KeptCounter } from '../../db/routines/kept-counter.js';

/**
 * What a bill's write keeps besides the bill (db/routines/kept-counter.ts). The arrears per stay
 * (stay_arrears) are a recount, since an oldest due date cannot be kept by deltas: sql/arrears.sql.
 */
export const ledgerCounters: KeptCounter[] = [
  {
    table: 'bill_totals',
    from: 'bills',
    why: "the bill list's totals, and a page's jump to its due month",
    keys: { month: `date_trunc('month', x.due_date)::date`, bill_status: 'x.bill_status', status: 'x.status' },
    sums: { row_count: '1', amount: 'x.amount', paid_amount: 'x.paid_amount' },
  },
  {
    table: 'tenant_bill_totals',
    from: 'bills',
    why: "a name or tenant search's totals read the matched tenants' rows, not their stays' bills",
    via: { table: 'bookings', column: 'booking_id' },
    keys: { tenant_id: 'v.tenant_id', bill_status: 'x.bill_status', status: 'x.status' },
    sums: { row_count: '1', amount: 'x.amount', paid_amount: 'x.paid_amount' },
  },
  {
    table: 'arrears_days',
    from: 'stay_arrears',
    why: "the arrears' totals and aging buckets, and a page's jump to its oldest due day",
    keys: { oldest_due: 'x.oldest_due' },
    sums: { stays: '1', outstanding: 'x.outstanding' },
    where: 'x.oldest_due IS NOT NULL',
  },
];
