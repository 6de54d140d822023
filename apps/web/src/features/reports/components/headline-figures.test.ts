import { IncomeKind, type Language } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenWords } from '../../../lib/i18n/screen-words.test-kit';
import { changeText, figureText, HEADLINES, type Headline, incomeLineName } from './headline-figures';

const words: Partial<Record<Language, TFunction>> = {};
beforeAll(async () => {
  words.en = await screenWords('en');
  words.id = await screenWords('id');
});
const tOf = (language: Language) => words[language] as TFunction;
const headline = (key: Headline['key']) => HEADLINES.find((h) => h.key === key) as Headline;
const change = (language: Language, key: Headline['key'], now: number | null, before: number | null) =>
  changeText(tOf(language), language, headline(key), now, before, 10);

describe('a headline figure and its change from the month before', () => {
  it('money in percent of what it was, good or bad as the figure goes', () => {
    expect(change('en', 'income', 11_200_000, 10_000_000)).toEqual({ text: '+12.0% vs Oct', tone: 'good' });
    expect(change('id', 'income', 9_000_000, 10_000_000)).toEqual({ text: '-10,0% dibanding Okt', tone: 'bad' });
    // Expenses and arrears going up is bad news; deposits held is neither.
    expect(change('en', 'expense', 1_500_000, 1_000_000)).toEqual({ text: '+50.0% vs Oct', tone: 'bad' });
    expect(change('en', 'arrearsTotal', 500_000, 1_000_000).tone).toBe('good');
    expect(change('en', 'depositsHeld', 2_000_000, 1_000_000)).toEqual({ text: '+100.0% vs Oct', tone: null });
  });

  it('from nothing, in rupiah (a percentage of 0 is no number); nothing to nothing is the same', () => {
    expect(change('en', 'income', 1_500_000, 0)).toEqual({ text: '+Rp 1.500.000 vs Oct', tone: 'good' });
    expect(change('id', 'expense', 0, 0)).toEqual({ text: 'Sama dengan Okt', tone: null });
    expect(change('en', 'income', 0, 250_000).text).toBe('-100.0% vs Oct');
  });

  it('a net below zero: the change in percent of how far it was from zero', () => {
    expect(change('en', 'net', 500_000, -1_000_000)).toEqual({ text: '+150.0% vs Oct', tone: 'good' });
    expect(change('en', 'net', -500_000, 0)).toEqual({ text: '-Rp 500.000 vs Oct', tone: 'bad' });
  });

  it('a rate in percentage points; with nothing to measure, nothing to compare', () => {
    expect(change('en', 'occupancyRate', 85.5, 82.3)).toEqual({ text: '+3.2 pts vs Oct', tone: 'good' });
    expect(change('id', 'collectionRate', 70, 72.5)).toEqual({ text: '-2,5 poin dibanding Okt', tone: 'bad' });
    expect(change('en', 'occupancyRate', 80, 80).text).toBe('Same as Oct');
    expect(change('en', 'occupancyRate', 80, null)).toEqual({ text: 'Nothing to compare with Oct', tone: null });
  });

  it('shows money as every screen does and a rate with one decimal in the reader’s way', () => {
    expect(figureText(headline('income'), 0, 'en')).toBe('Rp 0');
    expect(figureText(headline('net'), -250_000, 'id')).toBe('- Rp 250.000');
    expect(figureText(headline('occupancyRate'), 12.5, 'id')).toBe('12,5%');
    expect(figureText(headline('collectionRate'), null, 'en')).toBe('-');
  });
});

describe('a line of the month’s income', () => {
  it('names a charge by its type, the other kinds by their label', () => {
    const line = { chargeTypeId: 0, name: '', amount: 1 };
    expect(incomeLineName(tOf('en'), { ...line, incomeKind: IncomeKind.Rent })).toBe('Rent');
    expect(incomeLineName(tOf('id'), { ...line, incomeKind: IncomeKind.PaidAhead })).toBe('Dibayar di muka');
    expect(
      incomeLineName(tOf('id'), { ...line, incomeKind: IncomeKind.Charge, chargeTypeId: 3, name: 'LISTRIK' }),
    ).toBe('LISTRIK');
  });
});
