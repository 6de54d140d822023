import { describe, expect, it } from 'vitest';
import { parseTypedMoney } from './money-typed.js';

describe('an amount as typed', () => {
  it.each([
    ['1.500.000', 1_500_000],
    ['1500000', 1_500_000],
    ['1 500 000', 1_500_000],
    ['1,500,000', 1_500_000],
    ['Rp 1.500.000', 1_500_000],
    ['rp1.500.000', 1_500_000],
    ['Rp. 1.500.000,00', 1_500_000],
    ['1.500.000,-', 1_500_000],
    ['IDR 250000', 250_000],
    ['1,5jt', 1_500_000],
    ['1,5 jt', 1_500_000],
    ['1.5 juta', 1_500_000],
    ['1,5 Juta', 1_500_000],
    ['2 juta', 2_000_000],
    ['2jt.', 2_000_000],
    ['1,15jt', 1_150_000],
    ['1,234567jt', 1_234_567],
    ['0,5jt', 500_000],
    ['1500rb', 1_500_000],
    ['750rb', 750_000],
    ['750 ribu', 750_000],
    ['750k', 750_000],
    ['1,5rb', 1_500],
    ['2 miliar', 2_000_000_000],
    ['Rp 2,5 juta', 2_500_000],
    ['0', 0],
    ['007', 7],
    ['15.000', 15_000],
    ['  350000  ', 350_000],
  ])('%s is %s', (text, amount) => {
    const read = parseTypedMoney(text);
    if (amount === null) expect(read.ok).toBe(false);
    else expect(read).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-50.000', 'negative'],
    ['−50000', 'negative'],
    ['Rp -50.000', 'negative'],
    ['- Rp 50.000', 'negative'],
    ['1,5', 'fraction'],
    ['1.5', 'fraction'],
    ['1.500.000,50', 'fraction'],
    ['1,2345678jt', 'fraction'],
    ['1,5001rb', 'fraction'],
    ['1,500jt', 'ambiguous'],
    ['1.500jt', 'ambiguous'],
    ['abc', 'notAmount'],
    ['jt', 'notAmount'],
    ['1e5', 'notAmount'],
    ['12 kg', 'notAmount'],
    ['1.500,000', 'notAmount'],
    ['1.50.000', 'notAmount'],
    ['1.500.000.', 'notAmount'],
    ['1,500.000', 'notAmount'],
    ['99999999999999999', 'tooLarge'],
    ['9999999999999999 jt', 'tooLarge'],
  ])('%s is refused (%s), never changed', (text, reason) => {
    expect(parseTypedMoney(text)).toEqual({ ok: false, reason });
  });

  it('reads every whole amount as it is written back (grouped) or typed plain', () => {
    for (const amount of [1, 999, 1_000, 12_345, 1_500_000, 100_000_000_000, 999_999_999_999_999]) {
      const grouped = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
      expect(parseTypedMoney(grouped)).toEqual({ ok: true, amount });
      expect(parseTypedMoney(String(amount))).toEqual({ ok: true, amount });
    }
  });
});
