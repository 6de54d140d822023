import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useBookingMutation } from './use-booking-mutation';

/** Records the tenant's arrival. */
export function checkInBooking(bookingId: number) {
  return apiCall(paths.booking.checkIn, { bookingId });
}

export const useCheckInBooking = () => useBookingMutation(checkInBooking);
