import { describe, expect, it } from 'vitest';
import { type BillLineFacts, chargeLineText, hasChargeLines, lineSumText } from './bill-line-words.js';
import { BillLineKind } from './enums.js';

const none = { quantity: null, unitName: '', unitPrice: null, previousReading: null, reading: null, usage: null };
const rent: BillLineFacts = { lineKind: BillLineKind.Rent, description: '', amount: 1_500_000, ...none };
const lateFee: BillLineFacts = { lineKind: BillLineKind.LateFee, description: '', amount: 50_000, ...none };
const listrik: BillLineFacts = {
  lineKind: BillLineKind.Metered,
  description: 'Listrik',
  quantity: 86,
  unitName: 'kWh',
  unitPrice: 1_500,
  amount: 129_000,
  previousReading: 1_000,
  reading: 1_086,
  usage: 86,
};
const air: BillLineFacts = {
  ...listrik,
  description: 'Air',
  quantity: 1,
  unitName: 'm3',
  unitPrice: 10_000,
  amount: 20_000,
  previousReading: 50,
  reading: 51,
  usage: 1,
};
const parkir: BillLineFacts = {
  ...none,
  lineKind: BillLineKind.PerPeriod,
  description: 'Parkir Motor',
  quantity: 1,
  unitName: 'motor',
  unitPrice: 50_000,
  amount: 50_000,
};
const laundry: BillLineFacts = {
  ...none,
  lineKind: BillLineKind.OneOff,
  description: 'Laundry',
  quantity: 3,
  unitName: 'kg',
  unitPrice: 7_000,
  amount: 21_000,
};

describe('a bill line in words', () => {
  it('spells a charge out in full, in both languages', () => {
    expect(chargeLineText('id', listrik)).toBe('Listrik 86 kWh (meteran 1.000 – 1.086)');
    expect(chargeLineText('en', listrik)).toBe('Listrik 86 kWh (meter 1.000 – 1.086)');
    expect(chargeLineText('id', air)).toBe('Air 1 m3 (meteran 50 – 51, biaya minimum)');
    expect(chargeLineText('en', air)).toBe('Air 1 m3 (meter 50 – 51, minimum charge)');
    expect(chargeLineText('id', parkir)).toBe('Parkir Motor');
    expect(chargeLineText('en', { ...parkir, quantity: 2, amount: 100_000 })).toBe('Parkir Motor 2 motor × Rp 50.000');
    expect(chargeLineText('id', laundry)).toBe('Laundry 3 kg × Rp 7.000');
    expect(
      chargeLineText('id', {
        ...laundry,
        description: 'Kunci',
        quantity: 1,
        unitName: '',
        unitPrice: 75_000,
        amount: 75_000,
      }),
    ).toBe('Kunci');
    expect(chargeLineText('id', rent)).toBeNull();
  });

  it('sums a bill the way its reminder says it', () => {
    expect(lineSumText('id', [rent, listrik, parkir])).toBe(
      'Sewa Rp 1.500.000 + Listrik 86 kWh Rp 129.000 + Parkir Motor Rp 50.000 = Rp 1.679.000',
    );
    expect(lineSumText('en', [rent, lateFee, listrik, laundry])).toBe(
      'Rent Rp 1.500.000 + Late fee Rp 50.000 + Listrik 86 kWh Rp 129.000 + Laundry 3 kg Rp 21.000 = Rp 1.700.000',
    );
    expect(hasChargeLines([rent, lateFee])).toBe(false);
    expect(hasChargeLines([rent, parkir])).toBe(true);
  });
});
