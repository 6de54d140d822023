import { groupDigits, MONTH_NAMES } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { digitsOnly, formatDate, formatDay, formatLongToday, formatMoney, parseMoney } from './format';

describe('money', () => {
  it('reads Rp with Indonesian grouping', () => {
    expect(formatMoney(1_500_000)).toBe('Rp 1.500.000');
    expect(formatMoney(0)).toBe('Rp 0');
    expect(formatMoney(999)).toBe('Rp 999');
    // An amount taken off, as the documents' lines write it.
    expect(formatMoney(-250_000)).toBe('- Rp 250.000');
    expect(groupDigits(1_000_000_000)).toBe('1.000.000.000');
  });
  it('shows -,- while there is no value yet', () => {
    expect(formatMoney(undefined)).toBe('-,-');
    expect(formatMoney(null)).toBe('-,-');
  });
  it('takes the digits of what was typed', () => {
    expect(parseMoney('1.500.000')).toBe(1_500_000);
    expect(parseMoney('Rp 1,500,000')).toBe(1_500_000);
    expect(parseMoney('abc')).toBe('');
    expect(digitsOnly('+62 812-3456')).toBe('628123456');
  });
});

describe('dates', () => {
  it('reads DD MMM YYYY and a dash for the empty date', () => {
    expect(formatDate('2026-11-05T00:00:00')).toBe('05 Nov 2026');
    expect(formatDate('2026-11-05')).toBe('05 Nov 2026');
    expect(formatDate('0001-01-01T00:00:00')).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate(null)).toBe('-');
  });
  it('writes the top bar date as weekday, day, short month, year', () => {
    expect(formatLongToday('2026-11-22')).toBe('Sunday, 22 Nov 2026');
  });
  it('names months and weekdays in Indonesian for an Indonesian reader', () => {
    expect(formatLongToday('2026-11-24', 'id')).toBe('Selasa, 24 Nov 2026');
    expect(formatDate('2027-08-05T00:00:00', 'id')).toBe('05 Agt 2027');
    expect(formatDay('2027-05-01', 'DD MMMM YYYY', 'id')).toBe('01 Mei 2027');
    expect(formatDay('2027-05-01', 'DD MMMM YYYY', 'en')).toBe('01 May 2027');
    expect(formatDate('0001-01-01T00:00:00', 'id')).toBe('-');
  });
  it('names every month as the contract does, as the server’s messages and documents do', () => {
    for (const language of ['id', 'en'] as const) {
      MONTH_NAMES[language].long.forEach((long, i) => {
        const day = `2027-${String(i + 1).padStart(2, '0')}-01`;
        expect(formatDay(day, 'MMMM|MMM', language)).toBe(`${long}|${MONTH_NAMES[language].short[i]}`);
      });
    }
  });
});
