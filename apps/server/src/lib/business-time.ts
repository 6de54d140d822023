import { apiDateTimeText } from '@kamar/contract';

/**
 * "Today" in the business's time zone (DESIGN.md section 3), never the server clock's zone. A
 * server in UTC at 23:30 already counts the next day in Jakarta. The API's date text itself
 * (YYYY-MM-DDTHH:mm:ss, the empty date) is the contract's (`date-text.ts`).
 */

/** YYYY-MM-DD of the instant in business time. */
export function businessDate(instant: Date, timeZone: string): string {
  return apiDateTimeText(instant, timeZone).slice(0, 10);
}

/** The instant a business day (YYYY-MM-DD) begins in the business's time zone. */
export function businessDayStart(day: string, timeZone: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  const offset = new Date(`${apiDateTimeText(guess, timeZone)}Z`).getTime() - guess.getTime();
  return new Date(guess.getTime() - offset);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    apiDateTimeText(new Date(0), timeZone);
    return true;
  } catch {
    return false;
  }
}

// The names the payments, deposits and bookings repositories still import; the text is the contract's.
export { apiDateText as dateToApi, EMPTY_API_DATE as EMPTY_DATE } from '@kamar/contract';

/** The clock the services read; tests replace it to stand at a chosen instant. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
