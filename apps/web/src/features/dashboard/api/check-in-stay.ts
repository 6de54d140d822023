import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Records the tenant's arrival (Booking/CheckIn). */
export function checkInStay(bookingId: number) {
  return apiCall(paths.booking.checkIn, { bookingId });
}

export const useCheckInStay = () => useChange('bookings', checkInStay);
