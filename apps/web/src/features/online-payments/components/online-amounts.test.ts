import { describe, expect, it } from 'vitest';
import { amountGap, openOf, paidText } from './online-amounts';

describe('online payments to check: the amounts', () => {
  it('writes rupiah as money reads everywhere, another currency by its code', () => {
    expect(paidText(1_400_000, 'IDR')).toBe('Rp 1.400.000');
    expect(paidText(95.5, 'USD')).toBe('USD 95.5');
  });

  it('says how much more or less than asked was paid', () => {
    expect(amountGap(1_500_000, 1_400_000, 'IDR')).toEqual({ kind: 'less', gap: 100_000 });
    expect(amountGap(1_500_000, 1_550_000, 'IDR')).toEqual({ kind: 'more', gap: 50_000 });
  });

  it('says nothing when they agree, nothing was asked, or the money is another currency', () => {
    expect(amountGap(1_500_000, 1_500_000, 'IDR')).toBeNull();
    expect(amountGap(null, 1_500_000, 'IDR')).toBeNull();
    expect(amountGap(1_500_000, 95, 'USD')).toBeNull();
  });
});

describe('the To check filter', () => {
  it('asks for the open ones, the settled ones, or all', () => {
    expect(openOf('open')).toBe(true);
    expect(openOf('settled')).toBe(false);
    expect(openOf(undefined)).toBeUndefined();
  });
});
