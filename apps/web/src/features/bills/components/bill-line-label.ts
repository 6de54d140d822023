import { type BillLine, BillLineKind, chargeLineText, type Language } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format';

/** What the screen needs of a bill line to name it. */
export type BillLineFacts = Pick<
  BillLine,
  | 'lineKind'
  | 'daysLate'
  | 'cap'
  | 'description'
  | 'quantity'
  | 'unitName'
  | 'unitPrice'
  | 'amount'
  | 'previousReading'
  | 'reading'
  | 'usage'
>;

/**
 * A bill line's name on the screen, in the reader's language. Rent by its kind; a late fee by the
 * days the bill is late and, for a per-day fee, the most it grows to ("34 days late, maximum
 * Rp 150.000"), as the bill's document does. A charge as every document and message words it
 * (the contract's `chargeLineText`, one home): "Listrik 86 kWh (meteran 1.000 – 1.086)", "Parkir
 * Motor", "Laundry 3 kg × Rp 7.000"; a charge without a name by its kind.
 */
export function billLineLabel(t: TFunction, line: BillLineFacts, language: Language): string {
  const kindLabel = t(`enums.billLineKind.${line.lineKind}` as 'enums.billLineKind.1');
  if (line.lineKind === BillLineKind.LateFee) return lateFeeLabel(t, line, kindLabel);
  return chargeLineText(language, { ...line, description: line.description || kindLabel }) ?? kindLabel;
}

function lateFeeLabel(t: TFunction, line: BillLineFacts, kindLabel: string): string {
  const days = line.daysLate ?? 0;
  if (line.cap !== null) {
    const cap = formatMoney(line.cap);
    return days > 0 ? t('bills.lateFeeDaysCap', { count: days, cap }) : t('bills.lateFeeCap', { cap });
  }
  return days > 0 ? t('bills.lateFeeDays', { count: days }) : kindLabel;
}
