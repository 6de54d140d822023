import { describe, expect, it } from 'vitest';
import {
  apiDateText,
  apiDateTimeText,
  billPeriodText,
  dayOfApiDate,
  EMPTY_API_DATE,
  isEmptyApiDate,
  longDateText,
  MONTH_NAMES,
  monthLabels,
  monthYearText,
  shortDateText,
} from './date-text.js';

describe('month names', () => {
  it('are twelve, long and short, in both languages; a short one starts its long one', () => {
    for (const language of ['id', 'en'] as const) {
      const { long, short } = MONTH_NAMES[language];
      expect(long).toHaveLength(12);
      expect(short).toHaveLength(12);
      // Agustus -> Agt is the one short name that is not the long one's first letters.
      short.forEach((s, i) => {
        expect(s === 'Agt' || long[i]?.startsWith(s)).toBe(true);
      });
    }
    expect(monthLabels('id')).toMatchObject({ 1: 'Januari', 8: 'Agustus', 12: 'Desember' });
    expect(monthLabels('en')).toMatchObject({ 5: 'May', 10: 'October' });
  });

  it('write a period, a document date and a message date', () => {
    expect(monthYearText('id', 5, 2026)).toBe('Mei 2026');
    expect(monthYearText('en', 5, 2026)).toBe('May 2026');
    expect(longDateText('id', '2026-05-03')).toBe('03 Mei 2026');
    expect(longDateText('en', '2030-02-01T00:00:00')).toBe('01 February 2030');
    expect(shortDateText('id', '2027-08-05')).toBe('05 Agt 2027');
    expect(shortDateText('en', '2027-03-12T10:00:00')).toBe('12 Mar 2027');
    expect(shortDateText('en', 'soon')).toBe('soon');
  });
});

describe('API date text', () => {
  it('writes a plain date with midnight and none as the empty date', () => {
    expect(apiDateText('2027-03-10')).toBe('2027-03-10T00:00:00');
    expect(apiDateText(null)).toBe('0001-01-01T00:00:00');
    expect(EMPTY_API_DATE).toBe('0001-01-01T00:00:00');
    expect(isEmptyApiDate(EMPTY_API_DATE)).toBe(true);
    expect(isEmptyApiDate('0001-01-01')).toBe(true);
    expect(isEmptyApiDate('2027-03-10T00:00:00')).toBe(false);
    expect(dayOfApiDate('2027-03-10T00:00:00')).toBe('2027-03-10');
    expect(dayOfApiDate(EMPTY_API_DATE)).toBe('');
  });

  it('writes an instant on the wall clock of the business time zone', () => {
    const instant = new Date('2027-03-10T18:30:05Z');
    expect(apiDateTimeText(instant, 'Asia/Jakarta')).toBe('2027-03-11T01:30:05');
    expect(apiDateTimeText(instant, 'UTC')).toBe('2027-03-10T18:30:05');
    expect(apiDateTimeText(new Date('2027-01-01T00:00:00Z'), 'America/New_York')).toBe('2026-12-31T19:00:00');
    expect(() => apiDateTimeText(instant, 'Mars/Olympus')).toThrow(RangeError);
  });
});

/** The last day as a Date finds it: the day before `end`. */
function byDate(language: 'id' | 'en', start: string, end: string) {
  const last = new Date(`${end}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  return `${longDateText(language, start)} – ${longDateText(language, last.toISOString().slice(0, 10))}`;
}

describe('billPeriodText', () => {
  it('names a whole calendar month by its month', () => {
    expect(billPeriodText('id', '2026-05-01', '2026-06-01')).toBe('Mei 2026');
    expect(billPeriodText('en', '2026-12-01', '2027-01-01')).toBe('December 2026');
  });

  it('counts the last day of any other period as a Date does, across month, year and leap-day ends', () => {
    const day = 86_400_000;
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2101, 0, 1); t += 3 * day) {
      const end = new Date(t).toISOString().slice(0, 10);
      const start = new Date(t - 17 * day).toISOString().slice(0, 10);
      for (const language of ['id', 'en'] as const) {
        expect(billPeriodText(language, start, end)).toBe(byDate(language, start, end));
      }
    }
    expect(billPeriodText('en', '2024-02-15', '2024-03-01')).toBe('15 February 2024 – 29 February 2024');
    expect(billPeriodText('id', '2100-02-15', '2100-03-01')).toBe('15 Februari 2100 – 28 Februari 2100');
    expect(billPeriodText('en', '2025-12-15', '2026-01-01')).toBe('15 December 2025 – 31 December 2025');
  });
});
