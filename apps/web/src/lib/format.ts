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

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * A date or time in a pattern, named in a language; a dash for no date or the API's empty one.
 * The API writes every time on the business's wall clock (YYYY-MM-DDTHH:mm:ss, business time):
 * it is shown as written, never moved into the device's time zone (a desk or phone set to
 * another zone, or a day its own zone skips for daylight saving, sees the business's time).
 */
export function formatDay(
  value: string | null | undefined,
  pattern: string,
  language: Language = currentLanguage(),
): string {
  if (!value || isEmptyApiDate(value)) return '-';
  const parts = WALL_CLOCK.exec(value);
  if (!parts) return '-';
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = parts;
  // The day at noon (no zone skips noon); the clock's digits as written, as literal text.
  const d = dayjs(new Date(Number(year), Number(month) - 1, Number(day), 12));
  const clock: Record<string, string> = { HH: hour, mm: minute, ss: second };
  const literal = pattern.replace(/HH|mm|ss/g, (token) => `[${clock[token]}]`);
  return d.isValid() ? d.locale(language).format(literal) : '-';
}

/** DD MMM YYYY, or a dash for no date. */
export function formatDate(value: string | null | undefined, language?: Language): string {
  return formatDay(value, 'DD MMM YYYY', language);
}

/** The top bar's date, the business's today (YYYY-MM-DD): weekday, day, short month, year ("Selasa, 24 Nov 2026"). */
export function formatLongToday(today: string, language?: Language): string {
  return formatDay(today, 'dddd, DD MMM YYYY', language);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file's size in the unit that keeps it short (1 KB = 1,000 bytes, as file managers count),
 * written the reader's way: "1.4 MB" in English, "1,4 MB" in Indonesian, "84 KB" for a small
 * backup rather than "0 MB". One decimal below 10 of a unit, none above.
 */
export function formatBytes(bytes: number, language: Language = currentLanguage()): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 999.5 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit > 0 && value < 9.95 ? 1 : 0;
  const number = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: digits });
  return `${number.format(value)} ${BYTE_UNITS[unit]}`;
}

/** A number with one decimal, written the reader's way ("3.2", "3,2"); `signed`: with its sign ("+3.2", "-0.4"). */
export function formatDecimal(value: number, language: Language = currentLanguage(), signed = false): string {
  return new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/**
 * A percentage with one decimal, written the reader's way ("12.5%", "12,5%"); a dash for none
 * (an occupancy with no room). `signed`: a change, with its sign ("+3.2%", "-0.4%").
 */
export function formatPercent(
  value: number | null | undefined,
  language: Language = currentLanguage(),
  signed = false,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return `${formatDecimal(value, language, signed)}%`;
}

/** A rate in basis points as a percentage, as short as it goes: 50 -> "0.5%" ("0,5%"), 100 -> "1%", 25 -> "0.25%". */
export function formatBasisPoints(basisPoints: number, language: Language = currentLanguage()): string {
  const number = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 2 });
  return `${number.format(basisPoints / 100)}%`;
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
