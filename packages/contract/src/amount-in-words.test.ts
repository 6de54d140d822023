import { describe, expect, it } from 'vitest';
import { amountInWords, MAX_AMOUNT_IN_WORDS, rupiahInWords } from './amount-in-words.js';

const id = (n: number) => amountInWords(n, 'id');
const en = (n: number) => amountInWords(n, 'en');

describe('amount in words, Indonesian', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [99, 'sembilan puluh sembilan'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [111, 'seratus sebelas'],
    [200, 'dua ratus'],
    [999, 'sembilan ratus sembilan puluh sembilan'],
    [1_000, 'seribu'],
    [1_001, 'seribu satu'],
    [1_100, 'seribu seratus'],
    [2_000, 'dua ribu'],
    [11_000, 'sebelas ribu'],
    [100_000, 'seratus ribu'],
    [101_000, 'seratus satu ribu'],
    [1_000_000, 'satu juta'],
    [1_500_000, 'satu juta lima ratus ribu'],
    [1_001_000, 'satu juta seribu'],
    [2_750_500, 'dua juta tujuh ratus lima puluh ribu lima ratus'],
    [1_000_000_000, 'satu miliar'],
    [1_000_000_001, 'satu miliar satu'],
    [
      MAX_AMOUNT_IN_WORDS,
      'sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan',
    ],
  ])('%i is "%s"', (amount, words) => expect(id(amount)).toBe(words));
});

describe('amount in words, English', () => {
  it.each([
    [0, 'zero'],
    [11, 'eleven'],
    [21, 'twenty-one'],
    [100, 'one hundred'],
    [115, 'one hundred fifteen'],
    [1_000, 'one thousand'],
    [1_500_000, 'one million five hundred thousand'],
    [2_000_040, 'two million forty'],
    [1_000_000_000, 'one billion'],
    [
      MAX_AMOUNT_IN_WORDS,
      'nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine',
    ],
  ])('%i is "%s"', (amount, words) => expect(en(amount)).toBe(words));
});

describe('amount in words over the whole range', () => {
  // Reads the Indonesian words back into a number: every amount must round-trip, so no group is lost or doubled.
  const ID_VALUES: Record<string, number> = {
    nol: 0,
    satu: 1,
    dua: 2,
    tiga: 3,
    empat: 4,
    lima: 5,
    enam: 6,
    tujuh: 7,
    delapan: 8,
    sembilan: 9,
  };
  function parseId(words: string): number {
    let total = 0;
    let group = 0;
    let digit = 0;
    const multipliers: Record<string, number> = { belas: 0, puluh: 10, ratus: 100 };
    for (const word of words.split(' ')) {
      const scale = ({ ribu: 1e3, juta: 1e6, miliar: 1e9 } as Record<string, number>)[word];
      if (word in ID_VALUES) digit = ID_VALUES[word] as number;
      else if (word in multipliers) {
        group += word === 'belas' ? 10 + digit : digit * (multipliers[word] as number);
        digit = 0;
      } else if (word === 'sepuluh') group += 10;
      else if (word === 'sebelas') group += 11;
      else if (word === 'seratus') group += 100;
      else if (word === 'seribu') total += 1000;
      else if (scale) {
        total += (group + digit) * scale;
        group = 0;
        digit = 0;
      } else throw new Error(`unknown word ${word}`);
    }
    return total + group + digit;
  }

  it('round-trips a spread of amounts from 0 to 999.999.999.999 in Indonesian, and English never repeats a scale', () => {
    let seed = 17;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const samples = [0, 1, 9, 10, 99, 1000, 1999, 10_000, 999_999, 1_000_001, MAX_AMOUNT_IN_WORDS];
    for (let i = 0; i < 2000; i += 1) samples.push(Math.floor(next() * 10 ** (1 + (i % 12))));
    for (const amount of samples) {
      expect(parseId(id(amount)), `${amount}: ${id(amount)}`).toBe(amount);
      const english = en(amount);
      for (const scale of ['thousand', 'million', 'billion']) {
        expect(english.split(scale).length).toBeLessThanOrEqual(2);
      }
      expect(english).not.toMatch(/\s{2}|^\s|\s$/);
    }
  });

  it('refuses fractions, negatives and amounts past the range', () => {
    expect(() => id(-1)).toThrow(RangeError);
    expect(() => id(1.5)).toThrow(RangeError);
    expect(() => en(MAX_AMOUNT_IN_WORDS + 1)).toThrow(RangeError);
  });

  it('writes the kuitansi line with a capital and the currency', () => {
    expect(rupiahInWords(1_500_000, 'id')).toBe('Satu juta lima ratus ribu rupiah');
    expect(rupiahInWords(1_500_000, 'en')).toBe('One million five hundred thousand rupiah');
  });
});
