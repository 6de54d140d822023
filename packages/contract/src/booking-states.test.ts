import { describe, expect, it } from 'vitest';
import { type StayFacts, type StayMove, stayMoveRefusal, stayMoves, stayTick } from './booking-states.js';
import { BookingStatus, RecordStatus } from './enums.js';

const TODAY = '2027-03-10';
const { Active, Complete, Cancelled } = BookingStatus;
const stay = (bookingStatus: BookingStatus, arrived: boolean, checkInDate: string, status: RecordStatus = 1) =>
  ({ bookingStatus, status, arrived, checkInDate }) satisfies StayFacts;

/** Each case: a stay, and for each move the refusal's code, or null when the move is allowed. */
const cases: [string, StayFacts, Record<StayMove, string | null>, 'checkIn' | 'checkOut' | null][] = [
  [
    'active, starts in the future',
    stay(Active, false, '2027-03-11'),
    {
      checkIn: 'booking.checkInNotYet',
      checkOut: 'booking.checkOutNotStarted',
      cancel: null,
      reactivate: 'booking.reactivateNotComplete',
    },
    null,
  ],
  [
    'active, starts today, not arrived',
    stay(Active, false, '2027-03-10T00:00:00'),
    {
      checkIn: null,
      checkOut: 'booking.checkOutNotArrived',
      cancel: null,
      reactivate: 'booking.reactivateNotComplete',
    },
    'checkIn',
  ],
  [
    'active, begun long ago, never arrived',
    stay(Active, false, '2027-01-01'),
    {
      checkIn: null,
      checkOut: 'booking.checkOutNotArrived',
      cancel: null,
      reactivate: 'booking.reactivateNotComplete',
    },
    'checkIn',
  ],
  [
    'active, arrived',
    stay(Active, true, '2027-03-01'),
    {
      checkIn: 'booking.alreadyCheckedIn',
      checkOut: null,
      cancel: 'booking.cancelCheckedIn',
      reactivate: 'booking.reactivateNotComplete',
    },
    'checkOut',
  ],
  [
    'active, arrived, its check-in date since moved ahead',
    stay(Active, true, '2027-03-20'),
    {
      checkIn: 'booking.alreadyCheckedIn',
      checkOut: 'booking.checkOutNotStarted',
      cancel: 'booking.cancelCheckedIn',
      reactivate: 'booking.reactivateNotComplete',
    },
    null,
  ],
  [
    'complete',
    stay(Complete, true, '2027-02-01'),
    {
      checkIn: 'booking.checkInNotActive',
      checkOut: 'booking.checkOutNotActive',
      cancel: 'booking.cancelNotActive',
      reactivate: null,
    },
    null,
  ],
  [
    'cancelled',
    stay(Cancelled, false, '2027-03-20'),
    {
      checkIn: 'booking.checkInNotActive',
      checkOut: 'booking.checkOutNotActive',
      cancel: 'booking.cancelNotActive',
      reactivate: 'booking.reactivateNotComplete',
    },
    null,
  ],
  [
    'deleted (whatever its booking status)',
    stay(Active, false, '2027-03-01', RecordStatus.Deleted),
    {
      checkIn: 'booking.deleted',
      checkOut: 'booking.deleted',
      cancel: 'booking.deleted',
      reactivate: 'booking.deleted',
    },
    null,
  ],
  [
    'deleted and complete',
    stay(Complete, true, '2027-02-01', RecordStatus.Deleted),
    {
      checkIn: 'booking.deleted',
      checkOut: 'booking.deleted',
      cancel: 'booking.deleted',
      reactivate: 'booking.deleted',
    },
    null,
  ],
];

describe('the stay state machine (DESIGN.md section 4)', () => {
  it.each(cases)('%s', (_, facts, expected, tick) => {
    const codes = Object.fromEntries(
      Object.keys(expected).map((move) => [move, stayMoveRefusal(move as StayMove, facts, TODAY)?.code ?? null]),
    );
    expect(codes).toEqual(expected);
    expect(stayMoves(facts, TODAY)).toEqual(
      Object.fromEntries(Object.entries(expected).map(([move, code]) => [move, code === null])),
    );
    expect(stayTick(facts, TODAY)).toBe(tick);
  });

  it('names the day a stay can be checked in from', () => {
    expect(stayMoveRefusal('checkIn', stay(Active, false, '2027-03-11T00:00:00'), TODAY)).toEqual({
      code: 'booking.checkInNotYet',
      params: { date: '2027-03-11' },
    });
  });

  it('counts by the day it is given: the same stay is not yet begun on the 10th and begun on the 11th', () => {
    const tomorrow = stay(Active, false, '2027-03-11');
    expect(stayMoves(tomorrow, '2027-03-10').checkIn).toBe(false);
    expect(stayMoves(tomorrow, '2027-03-11').checkIn).toBe(true);
  });
});
