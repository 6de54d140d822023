import { type Language, MONTH_NAMES } from '@kamar/contract';
import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import id from 'dayjs/locale/id';

/**
 * dayjs's two locales (the screens' dates, the date picker's calendar) with the contract's month
 * names, so that a screen names a month as the server's messages and documents do; weekdays and
 * the rest are dayjs's own. Imported for its effect by whatever formats a date.
 */
const locales: Record<Language, ILocale> = { id, en };
for (const language of ['id', 'en'] as const) {
  const { long, short } = MONTH_NAMES[language];
  dayjs.locale({ ...locales[language], months: [...long], monthsShort: [...short] }, undefined, true);
}
