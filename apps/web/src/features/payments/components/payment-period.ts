import { type Language, MONTHS, monthYearText } from '@kamar/contract';
import { businessToday } from '../../../lib/business-today';
import { currentLanguage } from '../../../lib/i18n';

/** Spec section 9: the default year constant. */
export const FIRST_PERIOD_YEAR = 2025;

/** The year list: from 2025 to three years past the later of 2025 and this year (the business's). */
export function periodYears(today: string = businessToday()): number[] {
  const last = Math.max(FIRST_PERIOD_YEAR, Number(today.slice(0, 4))) + 3;
  return Array.from({ length: last - FIRST_PERIOD_YEAR + 1 }, (_, i) => FIRST_PERIOD_YEAR + i);
}

export const periodMonths: readonly number[] = MONTHS;

/** "March 2026", "Maret 2026". */
export function formatPeriod(month: number, year: number, language: Language = currentLanguage()): string {
  return monthYearText(language, month, year);
}
