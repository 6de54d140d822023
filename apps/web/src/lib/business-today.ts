import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';
import { session } from './session';

/**
 * "Today" on every screen (DESIGN.md section 3): the business's day in BUSINESS_TIMEZONE by the
 * server's clock, as Login and Auth/CheckAuth (asked on every screen change) answer it, never the
 * device's: a desk in another time zone, or a phone whose clock is wrong, sees the same day the
 * server checks against (which stays may check in, a form's default dates, the top bar). The
 * device's date stands in only until the server has answered once on this device.
 */
export function businessToday(): string {
  return session.businessToday() ?? dayjs().format('YYYY-MM-DD');
}

/** The business's today, and a new render when the server's answer moves it on. */
export function useBusinessToday(): string {
  return useSyncExternalStore(session.subscribe, businessToday);
}

/** The first day of the business's current month (YYYY-MM-01). */
export const businessMonthStart = (): string => `${businessToday().slice(0, 7)}-01`;
