import { MONTHS } from '@kamar/contract';
import { formatDay } from '../../../lib/format';

/** Spec section 9: the default year constant. */
export const FIRST_PERIOD_YEAR = 2025;

/** The year list: from 2025 to three years past the later of 2025 and this year. */
export function periodYears(today: Date = new Date()): number[] {
  const last = Math.max(FIRST_PERIOD_YEAR, today.getFullYear()) + 3;
  return Array.from({ length: last - FIRST_PERIOD_YEAR + 1 }, (_, i) => FIRST_PERIOD_YEAR + i);
}

export const periodMonths: readonly number[] = MONTHS;

/** "March 2026", "Maret 2026". */
export function formatPeriod(month: number, year: number): string {
  return formatDay(new Date(year, month - 1, 1), 'MMMM YYYY');
}
