import dayjs from 'dayjs';

/**
 * How money and dates read everywhere (DESIGN.md section 5): `Rp 1.500.000`, `22 Nov 2026`.
 */
const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Thousands grouped the Indonesian way: 1500000 -> "1.500.000". */
export function groupDigits(value: number): string {
  return rupiah.format(value);
}

export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '-,-' : `Rp ${groupDigits(value)}`;
}

/** The API's empty date (an open check-out). */
export const EMPTY_DATE = '0001-01-01T00:00:00';

/** DD MMM YYYY, or a dash for no date. */
export function formatDate(value: string | null | undefined): string {
  if (!value || value.startsWith('0001-01-01')) return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD MMM YYYY') : '-';
}

/** The top bar's date: weekday, day, short month, year. */
export function formatLongToday(now: Date = new Date()): string {
  return dayjs(now).format('dddd, DD MMM YYYY');
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
