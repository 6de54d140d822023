import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleBookingStatus(input: { bookingId: number; status: 1 | 2 }) {
  return apiCall(paths.booking.delete, input);
}

export const useToggleBookingStatus = () => useChange('bookings', toggleBookingStatus);
