import { type BookingMoveRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Records the tenant's arrival (Booking/CheckIn), with the room's meter readings (if any). */
export function checkInStay(input: BookingMoveRequest) {
  return apiCall(paths.booking.checkIn, input);
}

export const useCheckInStay = () => useChange('bookings', checkInStay);
