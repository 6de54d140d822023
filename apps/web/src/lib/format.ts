import { formatRupiah, isEmptyApiDate, type Language } from '@kamar/contract';
import dayjs from 'dayjs';
import './dayjs-locales';
import { currentLanguage } from './i18n';

/**
 * How money and dates read everywhere (DESIGN.md section 5): money is the contract's one text
 * (`formatRupiah`: `Rp 1.500.000` in every language); dates carry the reader's month and weekday
 * names (`22 Nov 2026`, `05 Agt 2027`, `Selasa, ...`; the months are the contract's). Each date is
 * named in the language asked for (the current one by default), never by dayjs's global locale,
 * so no screen depends on who set it last.
 */

/** Money on a screen; `-,-` while there is no amount yet (a dashboard still loading). */
export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '-,-' : formatRupiah(value);
}

/** A date or time in a pattern, named in a language; a dash for no date or the API's empty one. */
export function formatDay(
  value: string | Date | null | undefined,
  pattern: string,
  language: Language = currentLanguage(),
): string {
  if (!value || (typeof value === 'string' && isEmptyApiDate(value))) return '-';
  const d = dayjs(value);
  return d.isValid() ? d.locale(language).format(pattern) : '-';
}

/** DD MMM YYYY, or a dash for no date. */
export function formatDate(value: string | null | undefined, language?: Language): string {
  return formatDay(value, 'DD MMM YYYY', language);
}

/** The top bar's date, the business's today (YYYY-MM-DD): weekday, day, short month, year ("Selasa, 24 Nov 2026"). */
export function formatLongToday(today: string, language?: Language): string {
  return formatDay(today, 'dddd, DD MMM YYYY', language);
}

/** Keeps digits only (phone numbers, id numbers, amounts as typed). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** A money input's text to its whole-rupiah value; "" for nothing typed. */
export function parseMoney(text: string): number | '' {
  const digits = digitsOnly(text);
  return digits === '' ? '' : Number(digits);
}
