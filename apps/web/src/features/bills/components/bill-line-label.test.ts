import { BillLineKind, type Language } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenWords } from '../../../lib/i18n/screen-words.test-kit';
import { type BillLineFacts, billLineLabel } from './bill-line-label';

const words: Partial<Record<Language, TFunction>> = {};
beforeAll(async () => {
  words.en = await screenWords('en');
  words.id = await screenWords('id');
});
const tOf = (language: Language) => words[language] as TFunction;

/** A line as Bill/GetById answers it: nothing but what the kind carries. */
const line = (facts: Partial<BillLineFacts> & Pick<BillLineFacts, 'lineKind' | 'amount'>): BillLineFacts => ({
  daysLate: null,
  cap: null,
  description: '',
  quantity: null,
  unitName: '',
  unitPrice: null,
  previousReading: null,
  reading: null,
  usage: null,
  ...facts,
});

/** Each line in both languages: [English, Indonesian]. */
const both = (facts: BillLineFacts) => [billLineLabel(tOf('en'), facts, 'en'), billLineLabel(tOf('id'), facts, 'id')];

describe('the bill screen names a late fee by the days late and its maximum', () => {
  const fee = line({ lineKind: BillLineKind.LateFee, amount: 150_000, daysLate: 34, cap: 150_000 });
  it('reads the days late and the cap, in both languages', () => {
    expect(both(fee)).toEqual([
      'Late fee (34 days late, maximum Rp 150.000)',
      'Denda keterlambatan (34 hari, maksimum Rp 150.000)',
    ]);
    expect(billLineLabel(tOf('en'), { ...fee, daysLate: 1 }, 'en')).toBe('Late fee (1 day late, maximum Rp 150.000)');
  });
  it('names no maximum for a fixed fee, and a rent line by its kind', () => {
    expect(both({ ...fee, cap: null })).toEqual(['Late fee (34 days late)', 'Denda keterlambatan (34 hari)']);
    expect(both(line({ lineKind: BillLineKind.Rent, amount: 1_500_000 }))).toEqual(['Rent', 'Sewa']);
  });
});

describe('the bill screen words a charge as every document does (the contract’s chargeLineText)', () => {
  it('a meter: its usage between the two readings, in the reader’s language', () => {
    const listrik = line({
      lineKind: BillLineKind.Metered,
      description: 'Listrik',
      quantity: 86,
      unitName: 'kWh',
      unitPrice: 1_500,
      amount: 129_000,
      previousReading: 1_000,
      reading: 1_086,
      usage: 86,
    });
    expect(both(listrik)).toEqual(['Listrik 86 kWh (meter 1.000 – 1.086)', 'Listrik 86 kWh (meteran 1.000 – 1.086)']);
  });

  it('a charge line without a name falls back to its kind, in the reader’s language', () => {
    const unnamed = line({ lineKind: BillLineKind.OneOff, quantity: 1, unitPrice: 10_000, amount: 10_000 });
    expect(both(unnamed)).toEqual(['One-off Charge', 'Biaya Sekali']);
  });
});
