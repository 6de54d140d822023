import { describe, expect, it } from 'vitest';
import {
  apiDateText,
  apiDateTimeText,
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
    expect(longDateText('id', '2026-05-03')).toBe('3 Mei 2026');
    expect(longDateText('en', '2030-02-01T00:00:00')).toBe('1 February 2030');
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
