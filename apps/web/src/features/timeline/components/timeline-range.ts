/** How many days the timeline shows: a week, two weeks, or a calendar month. */
export const TIMELINE_VIEWS = ['week', 'twoWeeks', 'month'] as const;
export type TimelineView = (typeof TIMELINE_VIEWS)[number];

/** The days shown: `from` to `to`, both shown (YYYY-MM-DD). */
export interface TimelineRange {
  view: TimelineView;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const toDate = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `count` days after (before, negative) `day`. */
export const addDays = (day: string, count: number) => toDay(toDate(day) + count * DAY_MS);

/** Days from `from` to `to` (0 for the same day; negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toDate(to) - toDate(from)) / DAY_MS);

/** A real calendar day written YYYY-MM-DD (the contract's check needs zod, which this screen does without). */
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && toDay(toDate(text)) === text;

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return toDay(Date.UTC(year, month, 0));
};
const monthAfter = (day: string, count: number) => {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return toDay(Date.UTC(year, month - 1 + count, 1));
};

const lengthOf: Record<Exclude<TimelineView, 'month'>, number> = { week: 7, twoWeeks: 14 };

/** The view of the address (`view=`), a week when it names none. */
export function parseView(text: string | null): TimelineView {
  return TIMELINE_VIEWS.includes(text as TimelineView) ? (text as TimelineView) : 'week';
}

/**
 * The range of the address: a week or two from `from` (today when the address names no date it
 * can show), or the calendar month `from` falls in.
 */
export function rangeOf(view: TimelineView, from: string | null, today: string): TimelineRange {
  const start = from && isDay(from) ? from : today;
  if (view === 'month') return { view, from: monthStart(start), to: monthEnd(start) };
  return { view, from: start, to: addDays(start, lengthOf[view] - 1) };
}

/** The range before (-1) or after (+1): a week or two along, or the month before or after. */
export function shiftRange(range: TimelineRange, step: -1 | 1): TimelineRange {
  if (range.view === 'month') return rangeOf('month', monthAfter(range.from, step), range.from);
  return rangeOf(range.view, addDays(range.from, step * lengthOf[range.view]), range.from);
}

/** Every day of the range, in order. */
export function daysOf(range: Pick<TimelineRange, 'from' | 'to'>): string[] {
  const count = daysBetween(range.from, range.to) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(range.from, i));
}
