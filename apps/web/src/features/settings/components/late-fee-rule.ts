import { type BusinessSettings, type Language, LateFeeMode, longDateText } from '@kamar/contract';
import type { TFunction } from 'i18next';

/**
 * From when late fees count, as the server applies them (modules/settings, modules/ledger): the
 * day fees are switched on is kept (LATE_FEE_SINCE) and only bills due on or after it ever get a
 * fee, so switching them on fines no one already late; switching them off adds no new fee and
 * keeps the ones on bills, and switching them on again starts from that day. `saved` is what is
 * stored, `mode` what the form now holds (said before it is saved), `today` the business's day.
 */
export function lateFeeRuleText(
  t: TFunction,
  language: Language,
  saved: Pick<BusinessSettings, 'LATE_FEE_MODE' | 'LATE_FEE_SINCE'>,
  mode: BusinessSettings['LATE_FEE_MODE'],
  today: string,
): string | null {
  const savedOn = saved.LATE_FEE_MODE !== LateFeeMode.None && saved.LATE_FEE_SINCE !== '';
  if (mode === LateFeeMode.None) return savedOn ? t('billing.offKeeps') : null;
  if (savedOn) return t('billing.since', { date: longDateText(language, saved.LATE_FEE_SINCE) });
  return t('billing.sinceToday', { date: longDateText(language, today) });
}
