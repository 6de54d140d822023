import { groupDigits, MONTH_NAMES } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatBasisPoints,
  formatBytes,
  formatDate,
  formatDay,
  formatLongToday,
  formatMoney,
  formatPercent,
  parseMoney,
} from './format';

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

describe('percentages', () => {
  it("have one decimal, written the reader's way; a change has its sign", () => {
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(12.5, 'id')).toBe('12,5%');
    expect(formatPercent(100, 'id')).toBe('100,0%');
    expect(formatPercent(1234.56, 'en')).toBe('1,234.6%');
    expect(formatPercent(3.24, 'en', true)).toBe('+3.2%');
    expect(formatPercent(-0.44, 'id', true)).toBe('-0,4%');
    expect(formatPercent(0, 'en', true)).toBe('0.0%');
    expect(formatPercent(null)).toBe('-');
  });
  it('of basis points, as short as they go', () => {
    expect(formatBasisPoints(50, 'id')).toBe('0,5%');
    expect(formatBasisPoints(50, 'en')).toBe('0.5%');
    expect(formatBasisPoints(100, 'en')).toBe('1%');
    expect(formatBasisPoints(25, 'id')).toBe('0,25%');
    expect(formatBasisPoints(1250, 'en')).toBe('12.5%');
  });
});

describe('file sizes', () => {
  it("take the unit that keeps them short, written the reader's way", () => {
    expect(formatBytes(84_312, 'en')).toBe('84 KB');
    expect(formatBytes(84_312, 'id')).toBe('84 KB');
    expect(formatBytes(1_434_000, 'en')).toBe('1.4 MB');
    expect(formatBytes(1_434_000, 'id')).toBe('1,4 MB');
    expect(formatBytes(999, 'en')).toBe('999 B');
    expect(formatBytes(999_700, 'en')).toBe('1 MB');
    expect(formatBytes(52_600_000, 'id')).toBe('53 MB');
    expect(formatBytes(2_345_000_000, 'id')).toBe('2,3 GB');
    expect(formatBytes(1_234_567_890_123, 'en')).toBe('1,235 GB');
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
  it("shows a time on the business's wall clock as the API wrote it, whatever the device's zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 02:30 does not exist in New York that night (daylight saving starts): the business's time still reads so.
      expect(formatDay('2027-03-14T02:30:00', 'DD MMM YYYY HH:mm', 'en')).toBe('14 Mar 2027 02:30');
      expect(formatDay('2026-12-05T22:15:09', 'DD MMM YYYY HH:mm:ss', 'id')).toBe('05 Des 2026 22:15:09');
      expect(formatDay('2026-12-05T22:15:09+07:00', 'DD MMM YYYY HH:mm', 'en')).toBe('05 Dec 2026 22:15');
      expect(formatDay('2026-12-06T00:30:00', 'dddd, DD MMM YYYY', 'en')).toBe('Sunday, 06 Dec 2026');
      expect(formatDay('not a date', 'DD MMM YYYY', 'en')).toBe('-');
    } finally {
      process.env.TZ = zone;
    }
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
