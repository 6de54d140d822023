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

  it('reads every way a month is written, in either language', () => {
    const ways = [
      ['january', 'januari', 'jan'],
      ['february', 'februari', 'feb', 'pebruari'],
      ['march', 'maret', 'mar'],
      ['april', 'apr'],
      ['may', 'mei'],
      ['june', 'juni', 'jun'],
      ['july', 'juli', 'jul'],
      ['august', 'agustus', 'aug', 'agu', 'agt', 'ags'],
      ['september', 'sep', 'sept'],
      ['october', 'oktober', 'oct', 'okt'],
      ['november', 'nov', 'nopember'],
      ['december', 'desember', 'dec', 'des'],
    ];
    ways.forEach((words, i) => {
      for (const word of words)
        expect(parseTypedDate(`3 ${word} 2026`), word).toBe(`2026-${String(i + 1).padStart(2, '0')}-03`);
    });
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
