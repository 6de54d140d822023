import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useStayMutation } from './use-stay-mutation';

/** Records the departure: the booking becomes Complete (Booking/CompleteBooking). */
export function checkOutStay(bookingId: number) {
  return apiCall(paths.booking.completeBooking, { bookingId });
}

export const useCheckOutStay = () => useStayMutation(checkOutStay);
