import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** A completed stay goes on after all. */
export function reactivateBooking(bookingId: number) {
  return apiCall(paths.booking.reactiveBooking, { bookingId });
}

export const useReactivateBooking = () => useChange('bookings', reactivateBooking);
