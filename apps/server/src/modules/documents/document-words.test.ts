import { longDateText } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { billPeriodText } from './document-words.js';

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
