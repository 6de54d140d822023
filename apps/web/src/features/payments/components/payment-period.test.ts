import { describe, expect, it } from 'vitest';
import { formatPeriod, periodYears } from './payment-period';

describe('the payment period year list', () => {
  it('runs from 2025 to three years past this year', () => {
    expect(periodYears(new Date(2026, 10, 22))).toEqual([2025, 2026, 2027, 2028, 2029]);
  });
  it('runs to three years past 2025 while the clock says earlier', () => {
    expect(periodYears(new Date(2024, 0, 1))).toEqual([2025, 2026, 2027, 2028]);
  });
  it('reads a period as month and year', () => {
    expect(formatPeriod(3, 2026)).toBe('March 2026');
  });
});
