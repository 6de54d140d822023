import type { Language } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenWords } from '../../../lib/i18n/screen-words.test-kit';
import { billLineLabel } from './bill-line-label';

const words: Partial<Record<Language, TFunction>> = {};
beforeAll(async () => {
  words.en = await screenWords('en');
  words.id = await screenWords('id');
});
const tOf = (language: Language) => words[language] as TFunction;

describe('the bill screen names a late fee by the days late and its maximum', () => {
  const fee = { kind: 2 as const, daysLate: 34, cap: 150_000 };
  it('reads the days late and the cap, in both languages', () => {
    expect(billLineLabel(tOf('id'), fee)).toBe('Denda keterlambatan (34 hari, maksimum Rp 150.000)');
    expect(billLineLabel(tOf('en'), fee)).toBe('Late fee (34 days late, maximum Rp 150.000)');
    expect(billLineLabel(tOf('en'), { ...fee, daysLate: 1 })).toBe('Late fee (1 day late, maximum Rp 150.000)');
  });
  it('names no maximum for a fixed fee, and a rent line by its kind', () => {
    expect(billLineLabel(tOf('id'), { ...fee, cap: null })).toBe('Denda keterlambatan (34 hari)');
    expect(billLineLabel(tOf('en'), { ...fee, cap: null })).toBe('Late fee (34 days late)');
    expect(billLineLabel(tOf('id'), { kind: 1, daysLate: null, cap: null })).toBe('Sewa');
  });
});
