import { type BookingCreateRequest, bookingCalls } from '@kamar/contract';
import type { TestApp } from '../../../test/build-test-app.js';
import { insertTenant, roomId } from '../../../test/factories/bookings.js';

/** A valid booking request for `room` (a room number of the default building). */
export async function bookingInput(
  t: TestApp,
  room: string,
  stay: { checkInDate: string; checkOutDate?: string | null },
  overrides: Partial<BookingCreateRequest> = {},
): Promise<BookingCreateRequest> {
  const tenant = overrides.tenantId ? { tenantId: overrides.tenantId } : await insertTenant(t.db);
  return {
    tenantId: tenant.tenantId,
    bookingDate: '2027-03-01',
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate ?? '',
    roomNumberId: await roomId(t.db, room),
    bookingStatus: '1',
    bookingType: 3,
    remark: '',
    ...overrides,
  };
}

/** Books and answers the new booking's id; fails the test when refused. */
export async function book(t: TestApp, room: string, stay: { checkInDate: string; checkOutDate?: string | null }) {
  const res = await t.call(bookingCalls.create, await bookingInput(t, room, stay), t.adminToken);
  if (res.statusCode !== 200) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
  return res.body.data.bookingId;
}
