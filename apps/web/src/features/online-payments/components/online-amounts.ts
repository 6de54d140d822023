import { formatMoney } from '../../../lib/format';

/** What the provider says was paid: rupiah as all money reads, another currency by its code and figure. */
export function paidText(amount: number, currency: string): string {
  return currency === 'IDR' ? formatMoney(amount) : `${currency} ${amount}`;
}

export type AmountGap = { kind: 'more' | 'less'; gap: number } | null;

/**
 * How the money paid stands against the checkout's amount, said beside both so the owner sees at
 * once what to refund or still ask for. Only rupiah against rupiah (another currency is its own
 * reason), and nothing when no checkout of ours was named or the two agree.
 */
export function amountGap(expected: number | null, paid: number, currency: string): AmountGap {
  if (expected === null || currency !== 'IDR' || paid === expected) return null;
  return paid > expected ? { kind: 'more', gap: paid - expected } : { kind: 'less', gap: expected - paid };
}

/** The To check view's filter: what still waits (the default), what was settled, or all (none chosen). */
export const TO_CHECK_STATES = ['open', 'settled'] as const;
export type ToCheckState = (typeof TO_CHECK_STATES)[number];

/** The filter as the list call's `open`: true, false, or left out for all. */
export function openOf(state: ToCheckState | undefined): boolean | undefined {
  return state === undefined ? undefined : state === 'open';
}
