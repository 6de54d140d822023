import { bookingCalls, EMPTY_API_DATE } from '@kamar/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { book } from '../../../test/factories/bookings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// 10:00 on 10 March 2027 in Jakarta.
beforeEach(() => t.clock.set('2027-03-10T03:00:00Z'));

const get = async (bookingId: number) => (await t.call(bookingCalls.getById, { bookingId }, t.adminToken)).body.data;
type Transition =
  | typeof bookingCalls.checkIn
  | typeof bookingCalls.completeBooking
  | typeof bookingCalls.reactiveBooking
  | typeof bookingCalls.cancelBooking;
const act = (call: Transition, bookingId: number) => t.call(call, { bookingId }, t.adminToken);
/** A stay whose tenant has arrived (check-out follows arrival). */
const arrived = async (room: string, stay: Parameters<typeof book>[2]) => {
  const id = await book(t, room, stay);
  expect((await act(bookingCalls.checkIn, id)).statusCode).toBe(200);
  return id;
};

describe('Booking/CheckIn', () => {
  it('records the arrival of an active booking whose stay has begun', async () => {
    const id = await book(t, '101', { checkInDate: '2027-03-10', checkOutDate: '2027-04-10' });
    const res = await act(bookingCalls.checkIn, id);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.checkedInAt).toBe('2027-03-10T10:00:00');
    expect(res.body.data.bookingStatus).toBe(1);
    const again = await act(bookingCalls.checkIn, id);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(english('booking.alreadyCheckedIn'));
  });

  it('records a stay that began on an earlier day as arrived on that day, not today', async () => {
    const id = await book(t, '301', { checkInDate: '2027-03-01', checkOutDate: '2027-04-01' });
    const res = await act(bookingCalls.checkIn, id);
    expect(res.statusCode).toBe(200);
    // The start of 1 March in Jakarta, whatever the hour of the check-in.
    expect(res.body.data.checkedInAt).toBe('2027-03-01T00:00:00');
  });

  it('refuses before the check-in date, counting the day in the business time zone', async () => {
    const id = await book(t, '102', { checkInDate: '2027-03-11' });
    const early = await act(bookingCalls.checkIn, id);
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe('This booking can be checked in from 11 Mar 2027');
    // 18:30 UTC on the 10th is already 01:30 on the 11th in Jakarta.
    t.clock.set('2027-03-10T18:30:00Z');
    expect((await act(bookingCalls.checkIn, id)).statusCode).toBe(200);
  });

  it('refuses a booking that is not Active, or deleted, or unknown', async () => {
    const id = await book(t, '103', { checkInDate: '2027-03-01' });
    await act(bookingCalls.cancelBooking, id);
    const cancelled = await act(bookingCalls.checkIn, id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.body.message).toBe(english('booking.checkInNotActive'));
    const other = await book(t, '104', { checkInDate: '2027-03-01' });
    await t.call(bookingCalls.delete, { bookingId: other, status: 1 }, t.adminToken);
    const deleted = await act(bookingCalls.checkIn, other);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.body.message).toBe(english('booking.deleted'));
    const missing = await act(bookingCalls.checkIn, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(english('booking.notFound'));
  });
});

describe('Booking/CompleteBooking (check-out)', () => {
  it('sets an empty check-out date to today and records the departure', async () => {
    const id = await book(t, '105', { checkInDate: '2027-02-01' });
    await act(bookingCalls.checkIn, id);
    const res = await act(bookingCalls.completeBooking, id);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      bookingStatus: 2,
      checkOutDate: '2027-03-10T00:00:00',
      checkedOutAt: '2027-03-10T10:00:00',
    });
    const again = await act(bookingCalls.completeBooking, id);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(english('booking.checkOutNotActive'));
  });

  it('brings a later check-out date forward to today and keeps an earlier one', async () => {
    const later = await arrived('106', { checkInDate: '2027-02-01', checkOutDate: '2027-06-01' });
    expect((await act(bookingCalls.completeBooking, later)).body.data.checkOutDate).toBe('2027-03-10T00:00:00');
    const overdue = await arrived('107', { checkInDate: '2027-02-01', checkOutDate: '2027-03-05' });
    expect((await act(bookingCalls.completeBooking, overdue)).body.data.checkOutDate).toBe('2027-03-05T00:00:00');
  });

  it('ends a stay that began today tomorrow (a stay ends after it begins), and refuses one not begun', async () => {
    const today = await arrived('201', { checkInDate: '2027-03-10' });
    expect((await act(bookingCalls.completeBooking, today)).body.data.checkOutDate).toBe('2027-03-11T00:00:00');
    const future = await book(t, '202', { checkInDate: '2027-03-20' });
    const res = await act(bookingCalls.completeBooking, future);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(english('booking.checkOutNotStarted'));
  });

  it('refuses a stay whose tenant has not checked in (check in first, or cancel), as the web offers it', async () => {
    const id = await book(t, '209', { checkInDate: '2027-02-01' });
    const res = await act(bookingCalls.completeBooking, id);
    expect(res.statusCode).toBe(409);
    expect((res.body as { code?: string }).code).toBe('booking.checkOutNotArrived');
    expect(res.body.message).toBe('The tenant has not checked in. Check in first, or cancel the booking.');
    expect(await get(id)).toMatchObject({ bookingStatus: 1, checkedOutAt: '', checkOutDate: EMPTY_API_DATE });
  });
});

describe('Booking/ReactiveBooking', () => {
  it('Complete -> Active; the stay is open-ended again', async () => {
    const id = await arrived('203', { checkInDate: '2027-02-01' });
    await act(bookingCalls.completeBooking, id);
    const res = await act(bookingCalls.reactiveBooking, id);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ bookingStatus: 1, checkOutDate: EMPTY_API_DATE, checkedOutAt: '' });
    const again = await act(bookingCalls.reactiveBooking, id);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(english('booking.reactivateNotComplete'));
  });

  it('is refused with 409 naming the booking that took the room meanwhile', async () => {
    const id = await arrived('204', { checkInDate: '2027-02-01' });
    await act(bookingCalls.completeBooking, id);
    await book(t, '204', { checkInDate: '2027-03-15', checkOutDate: '2027-04-15' });
    const res = await act(bookingCalls.reactiveBooking, id);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Room 204 is already booked from 15 Mar 2027 to 15 Apr 2027');
    expect((await get(id)).bookingStatus).toBe(2);
  });

  it('keeps a check-out date still in the future', async () => {
    const id = await arrived('205', { checkInDate: '2027-02-01', checkOutDate: '2027-03-05' });
    await act(bookingCalls.completeBooking, id);
    t.clock.set('2027-02-20T03:00:00Z');
    // Seen from 20 February, 05 March is still ahead: the date is kept.
    const res = await act(bookingCalls.reactiveBooking, id);
    expect(res.body.data.checkOutDate).toBe('2027-03-05T00:00:00');
  });
});

describe('Booking/CancelBooking', () => {
  it('cancels an active booking not yet checked in', async () => {
    const id = await book(t, '206', { checkInDate: '2027-03-20' });
    const res = await act(bookingCalls.cancelBooking, id);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.bookingStatus).toBe(3);
    const again = await act(bookingCalls.cancelBooking, id);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(english('booking.cancelNotActive'));
    expect((await act(bookingCalls.reactiveBooking, id)).statusCode).toBe(409);
    expect((await act(bookingCalls.completeBooking, id)).statusCode).toBe(409);
  });

  it('refuses a checked-in booking', async () => {
    const id = await book(t, '207', { checkInDate: '2027-03-01' });
    await act(bookingCalls.checkIn, id);
    const res = await act(bookingCalls.cancelBooking, id);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(english('booking.cancelCheckedIn'));
    expect((await get(id)).bookingStatus).toBe(1);
  });
});

describe('the list shows the lifecycle', () => {
  it('filters by booking status and tells whether the tenant has arrived', async () => {
    const id = await book(t, '208', { checkInDate: '2027-03-01' });
    await act(bookingCalls.checkIn, id);
    const list = await t.call(bookingCalls.getList, { roomNumber: '208', bookingStatus: 1, status: 1 }, t.adminToken);
    expect(list.body.data.listData).toEqual([
      expect.objectContaining({ bookingId: id, checkedIn: true, checkOutDate: EMPTY_API_DATE, rowNumber: 1 }),
    ]);
    const complete = await t.call(bookingCalls.getList, { roomNumber: '208', bookingStatus: 2 }, t.adminToken);
    expect(complete.body.data.totalData).toBe(0);
  });
});
