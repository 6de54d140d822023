/**
 * "Today" and timestamps in the business's time zone (DESIGN.md section 3), never the server
 * clock's zone. A server in UTC at 23:30 already counts the next day in Jakarta.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // sv-SE writes dates as YYYY-MM-DD HH:mm:ss.
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** YYYY-MM-DDTHH:mm:ss in business time. */
export function formatDateTime(instant: Date, timeZone: string): string {
  return formatter(timeZone).format(instant).replace(' ', 'T');
}

/** YYYY-MM-DD of the instant in business time. */
export function businessDate(instant: Date, timeZone: string): string {
  return formatDateTime(instant, timeZone).slice(0, 10);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A plain date as the API returns it (DESIGN.md section 3). */
export function dateToApi(date: string | null): string {
  return date ? `${date}T00:00:00` : EMPTY_DATE;
}

/** The spec's empty date (an open check-out). */
export const EMPTY_DATE = '0001-01-01T00:00:00';

/** The clock the services read; tests replace it to stand at a chosen instant. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
