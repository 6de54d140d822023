import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useBookingMutation } from './use-booking-mutation';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleBookingStatus(input: { bookingId: number; status: 1 | 2 }) {
  return apiCall(paths.booking.delete, input);
}

export const useToggleBookingStatus = () => useBookingMutation(toggleBookingStatus);
