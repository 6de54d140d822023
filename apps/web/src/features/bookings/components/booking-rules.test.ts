import { type Booking, type BookingRow, stayMoves, stayTick } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { bookingState, rowState } from './booking-rules';

const row = (checkedIn: boolean, checkInDate: string) =>
  ({ bookingStatus: 1, status: 1, checkedIn, checkInDate }) as BookingRow;
const booking = (checkedInAt: string, checkInDate: string) =>
  ({ bookingStatus: 1, status: 1, checkedInAt, checkInDate }) as Booking;

describe("a booking's moves on the web", () => {
  it('are the same for the form (a booking) and the list (a row): arrival read from either', () => {
    for (const today of ['2027-03-09', '2027-03-10', '2027-03-11']) {
      expect(stayMoves(bookingState(booking('', '2027-03-10T00:00:00')), today)).toEqual(
        stayMoves(rowState(row(false, '2027-03-10T00:00:00')), today),
      );
      expect(stayMoves(bookingState(booking('2027-03-10T09:00:00', '2027-03-10T00:00:00')), today)).toEqual(
        stayMoves(rowState(row(true, '2027-03-10T00:00:00')), today),
      );
    }
  });

  it("offer the list's tick by the day given (the business's today), Check Out only after arrival", () => {
    expect(stayTick(rowState(row(false, '2027-03-11T00:00:00')), '2027-03-10')).toBeNull();
    expect(stayTick(rowState(row(false, '2027-03-11T00:00:00')), '2027-03-11')).toBe('checkIn');
    expect(stayTick(rowState(row(true, '2027-03-01T00:00:00')), '2027-03-11')).toBe('checkOut');
    expect(stayMoves(bookingState(booking('', '2027-03-01T00:00:00')), '2027-03-11')).toEqual({
      checkIn: true,
      checkOut: false,
      cancel: true,
      reactivate: false,
    });
  });
});
