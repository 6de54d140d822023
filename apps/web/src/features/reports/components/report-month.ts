/** A month of a year, as the report asks for it. */
export interface YearMonth {
  year: number;
  month: number;
}

const index = ({ year, month }: YearMonth) => year * 12 + month - 1;
const fromIndex = (i: number): YearMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

/** The month `count` months after (before, negative) this one. */
export const addMonths = (at: YearMonth, count: number): YearMonth => fromIndex(index(at) + count);

/** "2026-11": the month in the address and in a trend's request. */
export const monthKey = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, '0')}`;

/** The month a YYYY-MM-DD day falls in. */
export const monthOf = (day: string): YearMonth => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

/** The month of the address (`month=2026-11`), or null when it names none the report can show. */
export function parseMonth(text: string | null): YearMonth | null {
  const found = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!found) return null;
  const at = { year: Number(found[1]), month: Number(found[2]) };
  return at.month >= 1 && at.month <= 12 && at.year >= 2000 && at.year <= 2200 ? at : null;
}

/** The month the report opens on: the one before the business's today's (a month that has closed). */
export const lastMonthOf = (today: string): YearMonth => addMonths(monthOf(today), -1);

/** The charts' months: the `months` ending at the chosen one. */
export const trendRange = (at: YearMonth, months = 12) => ({
  from: monthKey(addMonths(at, 1 - months)),
  to: monthKey(at),
});

/**
 * The months to choose from, newest first: this month back `count` months, and the chosen one
 * wherever it is (a link to an older month, or one still to come).
 */
export function monthChoices(today: string, chosen: YearMonth, count = 36): YearMonth[] {
  const now = monthOf(today);
  const months = Array.from({ length: count }, (_, i) => addMonths(now, -i));
  if (!months.some((m) => index(m) === index(chosen))) months.push(chosen);
  return months.sort((a, b) => index(b) - index(a));
}

/** Whether a month is after the business's current one (nothing has happened in it yet). */
export const isAfter = (at: YearMonth, today: string) => index(at) > index(monthOf(today));
