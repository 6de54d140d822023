import type { PaymentValues } from './payments.repository.js';

/**
 * What a payment's receipt states of the fields Payment/Update may change: the stay (tenant and
 * room), the date, the kind (rent or deposit line), the period, the amount (and in words) and the
 * remark, all printed; how it was paid (method, and a transfer's account); and the bill a rent
 * payment was recorded for (number and period dates; with what was left on it then, fixed at issue:
 * payments.receipt_bill_left). A returned deposit's receipt states the same.
 */
export const STATED_ON_RECEIPT = [
  'bookingId',
  'paymentDate',
  'paymentType',
  'paymentPeriodeMonth',
  'paymentPeriodeYear',
  'amount',
  'remark',
  'billId',
  'paymentMethod',
  'paymentAccount',
] as const satisfies readonly (keyof PaymentValues)[];

export type StatedOnReceipt = Pick<PaymentValues, (typeof STATED_ON_RECEIPT)[number]>;

/** Whether saving `next` over `stored` would change what the issued receipt says (then it is replaced). */
export const changesReceipt = (stored: StatedOnReceipt, next: StatedOnReceipt): boolean =>
  STATED_ON_RECEIPT.some((key) => stored[key] !== next[key]);
