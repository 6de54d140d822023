import type { KeptCounter } from '../../db/routines/kept-counter.js';

/** What a payment's write keeps besides the payment (db/routines/kept-counter.ts): each counter's rows, by key. */
export const paymentCounters: KeptCounter[] = [
  {
    table: 'money_totals',
    from: 'payments',
    why: 'the dashboard reads its money figures per property, month and kind (rent, deposits on hold, settled deposits)',
    // The stay lends its room, whose property the payment counts under: a stay moved to another room moves
    // its payments' figures (the generated move); a room changing property, sql/payments.sql.
    via: { table: 'bookings', column: 'booking_id' },
    keys: {
      property_id: '(SELECT r.property_id FROM rooms r WHERE r.room_id = v.room_id)',
      month: `date_trunc('month', x.payment_date)::date`,
      kind: 'money_totals_payment_kind(x.payment_type, x.deposit_status)',
    },
    sums: { amount: 'x.amount', returned_amount: 'x.returned_amount', row_count: '1' },
    where: 'x.status = 1',
  },
  {
    table: 'payment_counts',
    from: 'payments',
    why: "the payment and deposit lists' count and totals when only statuses, types and the rent period filter them",
    keys: {
      payment_type: 'x.payment_type',
      deposit_state: 'coalesce(x.deposit_status, -1)',
      status: 'x.status',
      periode_year: 'x.payment_periode_year',
      periode_month: 'x.payment_periode_month',
    },
    sums: { row_count: '1', amount: 'x.amount', returned_amount: 'x.returned_amount' },
  },
  {
    table: 'payment_month_counts',
    from: 'payments',
    why: "a page of the payment list asked by its number starts from its payment month's edge (month-jump.ts)",
    keys: {
      payment_type: 'x.payment_type',
      deposit_state: 'coalesce(x.deposit_status, -1)',
      status: 'x.status',
      month: `date_trunc('month', x.payment_date)::date`,
    },
    sums: { row_count: '1' },
  },
  {
    table: 'payment_day_counts',
    from: 'payments',
    why: 'then from its day inside that month',
    keys: {
      payment_date: 'x.payment_date',
      payment_type: 'x.payment_type',
      deposit_state: 'coalesce(x.deposit_status, -1)',
      status: 'x.status',
    },
    sums: { row_count: '1' },
  },
  {
    table: 'tenant_payment_totals',
    from: 'payments',
    why: "a name or tenant search's totals read the matched tenants' rows, not their stays' payments (named-payments.ts)",
    via: { table: 'bookings', column: 'booking_id' },
    keys: {
      tenant_id: 'v.tenant_id',
      payment_type: 'x.payment_type',
      deposit_state: 'coalesce(x.deposit_status, -1)',
      status: 'x.status',
    },
    sums: { row_count: '1', amount: 'x.amount', returned_amount: 'x.returned_amount' },
  },
  {
    table: 'money_grand_totals',
    from: 'payments',
    why: 'the guard: every payment, every status, summed; its CHECK refuses a write past 2^53 - 1 (money-grand-totals.table.ts)',
    keys: { counted: "'payments'::varchar" },
    sums: { amount: 'x.amount' },
  },
];
