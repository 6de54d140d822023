import { refusal } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { aboutReadings, meterOf, readingsOf } from './reading-refusals';
import type { RoomMeter } from './room-meters';

const meters: RoomMeter[] = [
  { chargeTypeId: 2, chargeTypeName: 'Air', unitName: 'm3', last: { reading: 40, date: '2026-11-01T00:00:00' } },
  {
    chargeTypeId: 1,
    chargeTypeName: 'Listrik',
    unitName: 'kWh',
    last: { reading: 1_000, date: '2026-11-01T00:00:00' },
  },
];
const typed = {
  2: { reading: '', meterReplaced: false, startReading: '' },
  1: { reading: '1100', meterReplaced: false, startReading: '' },
};

describe('the readings taken at the door', () => {
  it('are sent for the meters read only, a replaced meter with its start', () => {
    expect(readingsOf(meters, typed)).toEqual([
      { chargeTypeId: 1, reading: 1_100, meterReplaced: false, startReading: null },
    ]);
    const replaced = { ...typed, 2: { reading: '7', meterReplaced: true, startReading: '0' } };
    expect(readingsOf(meters, replaced)[0]).toEqual({
      chargeTypeId: 2,
      reading: 7,
      meterReplaced: true,
      startReading: 0,
    });
  });

  it('a refusal of one is shown at its meter: by its place in the call, its name, or its figures', () => {
    const sent = readingsOf(meters, { ...typed, 2: { reading: '45', meterReplaced: true, startReading: '' } });
    const byPlace = new ApiError(400, refusal('meterReading.startRequired'), [
      { field: 'meterReadings.0.startReading', ...refusal('meterReading.startRequired') },
    ]);
    expect(meterOf(byPlace, sent, meters, new Set())).toEqual({ chargeTypeId: 2, field: 'startReading' });

    const byName = new ApiError(
      409,
      refusal('meterReading.sameDate', { room: '101', type: 'Listrik', date: '2026-12-06' }),
    );
    expect(meterOf(byName, sent, meters, new Set())).toEqual({ chargeTypeId: 1, field: 'reading' });

    const high = refusal('meterReading.highUsage', {
      usage: 100,
      unit: 'kWh',
      date: '2026-11-01',
      factor: 3,
      room: '101',
    });
    expect(meterOf(new ApiError(409, high), sent, meters, new Set())).toEqual({ chargeTypeId: 1, field: 'reading' });
    // Once confirmed, that reading is not the one a next refusal is about.
    expect(meterOf(new ApiError(409, high), sent, meters, new Set([1]))).toBeNull();
  });

  it('are what a refusal is about, or the stay is', () => {
    expect(aboutReadings(new ApiError(409, refusal('meterReading.typeTwice', { type: 'Air' })))).toBe(true);
    expect(aboutReadings(new ApiError(409, refusal('booking.checkInNotYet', { date: '2026-12-07' })))).toBe(false);
  });
});
