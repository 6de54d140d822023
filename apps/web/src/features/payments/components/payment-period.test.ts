import { describe, expect, it } from 'vitest';
import { formatPeriod, periodYears } from './payment-period';

describe('the payment period year list', () => {
  it('runs from 2025 to three years past this year', () => {
    expect(periodYears('2026-11-22')).toEqual([2025, 2026, 2027, 2028, 2029]);
  });
  it('runs to three years past 2025 while the clock says earlier', () => {
    expect(periodYears('2024-01-01')).toEqual([2025, 2026, 2027, 2028]);
  });
  it('reads a period as month and year', () => {
    expect(formatPeriod(3, 2026)).toBe('March 2026');
    expect(formatPeriod(8, 2026, 'id')).toBe('Agustus 2026');
  });
});
