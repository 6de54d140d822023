import { MONTHS, type Month } from './enums.js';
import type { Language } from './i18n/languages.js';

/**
 * How dates read, kept once for the server and the web (zod-free, so the web's screens import it
 * without the schemas): the months' names in both languages and the API's date text (DESIGN.md
 * section 3: YYYY-MM-DDTHH:mm:ss in business time, 0001-01-01T00:00:00 for no date). SQL that
 * writes a column's date (`to_char`) stays SQL.
 */

/**
 * The months, long as documents, WhatsApp texts and the payment period write them ("Agustus"),
 * short as DD Mon YYYY does ("Agt"). The web's dayjs locales take theirs from here too.
 */
export const MONTH_NAMES: {
  readonly [L in Language]: { readonly long: readonly string[]; readonly short: readonly string[] };
} = {
  id: {
    long: [
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'],
  },
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
};

/** The months as an enumeration's labels, 1 to 12 (a payment's period month). */
export function monthLabels(language: Language): { readonly [M in Month]: string } {
  return Object.fromEntries(MONTHS.map((m) => [m, MONTH_NAMES[language].long[m - 1]])) as { [M in Month]: string };
}

/** "Mei 2026" / "May 2026": a month of a year (a payment's period). */
export function monthYearText(language: Language, month: number, year: number): string {
  return `${MONTH_NAMES[language].long[month - 1] ?? month} ${year}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * "05 Mei 2026" from YYYY-MM-DD (a time may follow): a date on a document or in a WhatsApp text.
 * The day has two digits, as the spec's DD MMMM YYYY and every screen write it, so a date reads
 * the same on the screen, the PDF and the message.
 */
export function longDateText(language: Language, isoDate: string): string {
  const match = DAY.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${day} ${MONTH_NAMES[language].long[Number(month) - 1] ?? month} ${year}`;
}

/** "05 Agt 2027" from YYYY-MM-DD (a time may follow): a date in a message (DD Mon YYYY). */
export function shortDateText(language: Language, isoDate: string): string {
  const match = DAY.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${day} ${MONTH_NAMES[language].short[Number(month) - 1] ?? month} ${year}`;
}

/** The API's date for none (spec section 3): an open check-out, a deposit not yet returned. */
export const EMPTY_API_DATE = '0001-01-01T00:00:00';

/** Whether an API date (or a date sent back as it was read) is the empty one. */
export const isEmptyApiDate = (text: string): boolean => text.startsWith('0001-01-01');

/** A plain date (YYYY-MM-DD) as the API returns it, YYYY-MM-DDT00:00:00; none is the empty date. */
export function apiDateText(day: string | null): string {
  return day ? `${day}T00:00:00` : EMPTY_API_DATE;
}

/** The plain date (YYYY-MM-DD) of an API date, '' for the empty one (a form's value). */
export function dayOfApiDate(text: string): string {
  return isEmptyApiDate(text) ? '' : text.slice(0, 10);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    // sv-SE writes YYYY-MM-DD HH:mm:ss.
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/**
 * An instant as the API returns it: YYYY-MM-DDTHH:mm:ss on the wall clock of a time zone (the
 * business's). Throws a RangeError for a time zone the runtime does not know.
 */
export function apiDateTimeText(instant: Date, timeZone: string): string {
  return wallClock(timeZone).format(instant).replace(' ', 'T');
}

/** Days in a month of the proleptic Gregorian calendar (as Date counts them). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * A bill's period in words: "Mei 2026" when it is one whole calendar month, else "15 Mei 2026 -
 * 04 Juni 2026" (`end` is the day after the period's last day, YYYY-MM-DD). The last day is
 * counted, not made as a Date and formatted: a list's reminders write one period a row.
 */
export function billPeriodText(language: Language, start: string, end: string): string {
  const [y, m, d] = start.slice(0, 10).split('-').map(Number) as [number, number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  if (d === 1 && end.slice(0, 10) === next) return monthYearText(language, m, y);
  const [ey, em, ed] = end.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ly, lm] = ed > 1 ? [ey, em] : em > 1 ? [ey, em - 1] : [ey - 1, 12];
  const ld = ed > 1 ? ed - 1 : daysInMonth(ly, lm);
  return `${longDateText(language, start)} – ${String(ld).padStart(2, '0')} ${MONTH_NAMES[language].long[lm - 1]} ${ly}`;
}
