import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** A booking the tenant will not take up. */
export function cancelBooking(bookingId: number) {
  return apiCall(paths.booking.cancelBooking, { bookingId });
}

export const useCancelBooking = () => useChange('bookings', cancelBooking);
