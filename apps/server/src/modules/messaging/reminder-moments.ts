import { apiDateTimeText, MessageKind } from '@kamar/contract';
import { businessDayStart } from '../../lib/business-time.js';

/** The rules as stored (minutes after midnight for quiet hours). */
export type RuleSet = {
  beforeDueOn: boolean;
  beforeDueDays: number;
  onDueOn: boolean;
  afterDueOn: boolean;
  afterDueDays: number;
  afterDueAgainOn: boolean;
  afterDueAgainDays: number;
  receiptOn: boolean;
  quietHoursOn: boolean;
  quietStart: number;
  quietEnd: number;
};

type RuleKind =
  | typeof MessageKind.BeforeDue
  | typeof MessageKind.OnDue
  | typeof MessageKind.AfterDue
  | typeof MessageKind.AfterDueAgain;

/** YYYY-MM-DD plus `days` (negative: before). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The days each rule that is on falls on for a bill due on `dueDate`, in order. */
export function ruleDays(rules: RuleSet, dueDate: string): { kind: RuleKind; day: string }[] {
  const all: { kind: RuleKind; on: boolean; day: string }[] = [
    { kind: MessageKind.BeforeDue, on: rules.beforeDueOn, day: addDays(dueDate, -rules.beforeDueDays) },
    { kind: MessageKind.OnDue, on: rules.onDueOn, day: dueDate },
    { kind: MessageKind.AfterDue, on: rules.afterDueOn, day: addDays(dueDate, rules.afterDueDays) },
    { kind: MessageKind.AfterDueAgain, on: rules.afterDueAgainOn, day: addDays(dueDate, rules.afterDueAgainDays) },
  ];
  return all.filter((r) => r.on).map(({ kind, day }) => ({ kind, day }));
}

/**
 * The rule whose moment is now for a bill: the latest one that is on whose day has come. A rule
 * whose day passed while a later one's has come is not sent late ("due in 3 days" on the due
 * date); a server that was stopped for a day still sends the one that applies when it is back.
 * Before the due date only the before-due rule applies; a bill made after its before-due day
 * (a short stay) still gets it while the due date is ahead.
 */
export function currentRule(rules: RuleSet, dueDate: string, today: string): RuleKind | null {
  let current: RuleKind | null = null;
  for (const r of ruleDays(rules, dueDate)) if (r.day <= today) current = r.kind;
  if (current === MessageKind.BeforeDue && today >= dueDate) return null;
  return current;
}

const minutesOf = (instant: Date, timeZone: string) => {
  const text = apiDateTimeText(instant, timeZone);
  return Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16));
};

/** Whether `minute` (after midnight) is inside quiet hours that may run past midnight (20:00-08:00). */
export function isQuiet(rules: Pick<RuleSet, 'quietHoursOn' | 'quietStart' | 'quietEnd'>, minute: number): boolean {
  if (!rules.quietHoursOn || rules.quietStart === rules.quietEnd) return false;
  return rules.quietStart < rules.quietEnd
    ? minute >= rules.quietStart && minute < rules.quietEnd
    : minute >= rules.quietStart || minute < rules.quietEnd;
}

/**
 * When a message made at `now` may go: now, or the end of the quiet hours it falls in (business
 * time: 21:00 waits for 08:00 the next morning, 06:00 for 08:00 the same morning).
 */
export function sendAfter(
  rules: Pick<RuleSet, 'quietHoursOn' | 'quietStart' | 'quietEnd'>,
  now: Date,
  timeZone: string,
): Date {
  const minute = minutesOf(now, timeZone);
  if (!isQuiet(rules, minute)) return now;
  const today = apiDateTimeText(now, timeZone).slice(0, 10);
  const day = minute >= rules.quietEnd ? addDays(today, 1) : today;
  return new Date(businessDayStart(day, timeZone).getTime() + rules.quietEnd * 60_000);
}

/** 'HH:mm' to minutes after midnight, and back. */
export const minutesFromClock = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
export const clockFromMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
