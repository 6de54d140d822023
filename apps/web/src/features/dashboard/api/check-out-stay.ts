import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Records the departure: the booking becomes Complete (Booking/CompleteBooking). */
export function checkOutStay(bookingId: number) {
  return apiCall(paths.booking.completeBooking, { bookingId });
}

export const useCheckOutStay = () => useChange('bookings', checkOutStay);
