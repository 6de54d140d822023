import { type BillLine, BillLineKind } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format';

/**
 * A bill line's name on the screen. A late fee says what it is, as the bill's document does: the
 * days the bill is late and, for a per-day fee, the most it grows to ("34 days late, maximum Rp 150.000").
 */
export function billLineLabel(t: TFunction, line: Pick<BillLine, 'kind' | 'daysLate' | 'cap'>): string {
  const kindLabel = t(`enums.billLineKind.${line.kind}` as 'enums.billLineKind.1');
  if (line.kind !== BillLineKind.LateFee) return kindLabel;
  const days = line.daysLate ?? 0;
  if (line.cap !== null) {
    const cap = formatMoney(line.cap);
    return days > 0 ? t('bills.lateFeeDaysCap', { count: days, cap }) : t('bills.lateFeeCap', { cap });
  }
  return days > 0 ? t('bills.lateFeeDays', { count: days }) : kindLabel;
}
