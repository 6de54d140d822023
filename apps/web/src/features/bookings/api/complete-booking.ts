import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Check-out: the stay ends today (or on its earlier check-out date). */
export function completeBooking(bookingId: number) {
  return apiCall(paths.booking.completeBooking, { bookingId });
}

export const useCompleteBooking = () => useChange('bookings', completeBooking);
