import { describe, expect, it } from 'vitest';
import { addMonths, isAfter, lastMonthOf, monthChoices, monthKey, parseMonth, trendRange } from './report-month';

describe('the report’s month', () => {
  it('opens on last month in business time, across a new year too', () => {
    expect(lastMonthOf('2026-12-06')).toEqual({ year: 2026, month: 11 });
    expect(lastMonthOf('2027-01-01')).toEqual({ year: 2026, month: 12 });
  });

  it('is read from the address only when it names a real month', () => {
    expect(parseMonth('2026-11')).toEqual({ year: 2026, month: 11 });
    for (const wrong of [null, '', '2026-13', '2026-00', '2026-1', '1999-12', 'november']) {
      expect(parseMonth(wrong), String(wrong)).toBeNull();
    }
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
  });

  it('moves by months over the years', () => {
    expect(addMonths({ year: 2026, month: 11 }, 2)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 1 }, -25)).toEqual({ year: 2023, month: 12 });
  });

  it('charts the twelve months ending at the chosen one', () => {
    expect(trendRange({ year: 2026, month: 11 })).toEqual({ from: '2025-12', to: '2026-11' });
    expect(trendRange({ year: 2026, month: 12 })).toEqual({ from: '2026-01', to: '2026-12' });
    expect(trendRange({ year: 2026, month: 3 }, 3)).toEqual({ from: '2026-01', to: '2026-03' });
  });

  it('offers this month and the ones before, newest first, with the chosen one wherever it is', () => {
    const choices = monthChoices('2026-12-06', { year: 2026, month: 11 }, 3).map(monthKey);
    expect(choices).toEqual(['2026-12', '2026-11', '2026-10']);
    expect(monthChoices('2026-12-06', { year: 2020, month: 5 }, 2).map(monthKey)).toEqual([
      '2026-12',
      '2026-11',
      '2020-05',
    ]);
    expect(monthChoices('2026-12-06', { year: 2027, month: 2 }, 2).map(monthKey)).toEqual([
      '2027-02',
      '2026-12',
      '2026-11',
    ]);
    expect(isAfter({ year: 2027, month: 1 }, '2026-12-31')).toBe(true);
    expect(isAfter({ year: 2026, month: 12 }, '2026-12-31')).toBe(false);
  });
});
