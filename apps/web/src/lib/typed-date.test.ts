import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typed-date';

describe('a typed date', () => {
  it('reads the day first, as Indonesians write it', () => {
    expect(parseTypedDate('31/12/2026')).toBe('2026-12-31');
    expect(parseTypedDate('15/08/1995')).toBe('1995-08-15');
    expect(parseTypedDate('1/2/2026')).toBe('2026-02-01');
    expect(parseTypedDate('31-12-2026')).toBe('2026-12-31');
    expect(parseTypedDate(' 31.12.2026 ')).toBe('2026-12-31');
  });

  it('reads month names in English and Indonesian, and YYYY-MM-DD', () => {
    expect(parseTypedDate('17 Agustus 1945')).toBe('1945-08-17');
    expect(parseTypedDate('31 December 2026')).toBe('2026-12-31');
    expect(parseTypedDate('1 Des 2026')).toBe('2026-12-01');
    expect(parseTypedDate('05 Mei 2026')).toBe('2026-05-05');
    expect(parseTypedDate('2026-12-31')).toBe('2026-12-31');
  });

  it('refuses what is not a real date, and never guesses a two-digit year', () => {
    for (const text of [
      '31/02/2026',
      '32/01/2026',
      '12/13/2026',
      '31/12/26',
      '2026-02-30',
      'tomorrow',
      '',
      '31 Foo 2026',
    ]) {
      expect(parseTypedDate(text), text).toBeNull();
    }
  });
});
