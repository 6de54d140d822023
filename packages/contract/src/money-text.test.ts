import { describe, expect, it } from 'vitest';
import { formatRupiah, groupDigits } from './money-text.js';

describe('money text', () => {
  it.each([
    [0, 'Rp 0'],
    [1, 'Rp 1'],
    [999, 'Rp 999'],
    [1_000, 'Rp 1.000'],
    [1_500_000, 'Rp 1.500.000'],
    [12_345_678, 'Rp 12.345.678'],
    [999_999_999_999, 'Rp 999.999.999.999'],
    [-250_000, '- Rp 250.000'],
    [-1, '- Rp 1'],
    [-0, 'Rp 0'],
  ])('%d reads %s', (amount, text) => expect(formatRupiah(amount)).toBe(text));

  it('rounds to whole rupiah half away from zero, never writing a minus zero', () => {
    expect(formatRupiah(1_499.5)).toBe('Rp 1.500');
    expect(formatRupiah(-1_499.5)).toBe('- Rp 1.500');
    expect(formatRupiah(-0.4)).toBe('Rp 0');
  });

  it('groups digits as Intl does for Indonesian, whatever ICU data the runtime has', () => {
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 12, 123, 1_234, 12_345, 123_456, 1_234_567, 9_007_199_254_740_991, -42_000, 2.5]) {
      expect(groupDigits(value)).toBe(intl.format(value));
    }
    expect(groupDigits(1e21)).toBe('1.000.000.000.000.000.000.000');
  });
});
