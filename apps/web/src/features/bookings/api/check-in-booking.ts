import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Records the tenant's arrival. */
export function checkInBooking(bookingId: number) {
  return apiCall(paths.booking.checkIn, { bookingId });
}

export const useCheckInBooking = () => useChange('bookings', checkInBooking);
