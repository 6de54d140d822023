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
/**
 * The calendar's weekday heads, Sunday first: dayjs's Indonesian "Mg Sn Sl Rb Km Jm Sb" are not
 * how anyone writes them; the three letters of a wall calendar are.
 */
const weekdaysMin: Record<Language, string[]> = {
  id: ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'],
  en: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
};
for (const language of ['id', 'en'] as const) {
  const { long, short } = MONTH_NAMES[language];
  dayjs.locale(
    { ...locales[language], months: [...long], monthsShort: [...short], weekdaysMin: weekdaysMin[language] },
    undefined,
    true,
  );
}
