import { type BookingMoveRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Records the departure: the booking becomes Complete (Booking/CompleteBooking), with the room's meter readings (if any). */
export function checkOutStay(input: BookingMoveRequest) {
  return apiCall(paths.booking.completeBooking, input);
}

export const useCheckOutStay = () => useChange('bookings', checkOutStay);
