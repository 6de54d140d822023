import { MONTH_NAMES } from '@kamar/contract';

/**
 * A date as a person types it, to YYYY-MM-DD; null when it is not a real date. Indonesians write
 * the day first: 31/12/2026, 31-12-2026, 31.12.2026, 1/2/2026 (1 February), or with the month's
 * name in English or Indonesian: 17 Agustus 1945, 31 Dec 2026. YYYY-MM-DD is read as well. The
 * year has four digits: "31/12/20" could be 1920 or 2020, and is refused rather than guessed.
 */
const MONTHS: Record<string, number> = {};
// The contract's names in both languages, long and short, and the other ways people write some.
const otherWays: Record<number, string[]> = { 2: ['pebruari'], 8: ['agu', 'ags'], 9: ['sept'], 11: ['nopember'] };
for (const { long, short } of Object.values(MONTH_NAMES)) {
  long.forEach((name, i) => {
    for (const word of [name, short[i] ?? '', ...(otherWays[i + 1] ?? [])]) MONTHS[word.toLowerCase()] = i + 1;
  });
}

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The year, month and day a text is written as, whether or not that day exists; null for no date's shape. */
function partsOf(text: string): [number, number, number] | null {
  const typed = text.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (numeric) return [Number(numeric[3]), Number(numeric[2]), Number(numeric[1])];
  const named = /^(\d{1,2})[\s/.-]+([a-z]+)\.?[\s/.-]+(\d{4})$/.exec(typed);
  const month = named ? MONTHS[named[2] ?? ''] : undefined;
  if (named && month) return [Number(named[3]), month, Number(named[1])];
  return null;
}

export function parseTypedDate(text: string): string | null {
  const parts = partsOf(text);
  return parts ? isoOf(...parts) : null;
}

/**
 * Text written as a date whose day is not in the calendar (31/02/2026, 29/02/2027, 0/5/2026,
 * 12/13/2026): a person is told the date does not exist, not that they typed no date.
 */
export function isNoSuchDay(text: string): boolean {
  const parts = partsOf(text);
  return parts !== null && parts[0] >= 1900 && parts[0] <= 2999 && isoOf(...parts) === null;
}

/**
 * Whether a date (YYYY-MM-DD) is more than a year after today (YYYY-MM-DD): a record dated that
 * far ahead (an expense) is asked about before it is saved.
 */
export function isFarAhead(date: string, today: string): boolean {
  const [y, m, d] = today.split('-');
  return date > `${Number(y) + 1}-${m}-${d}`;
}
