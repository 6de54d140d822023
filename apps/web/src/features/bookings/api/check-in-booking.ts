import { type BookingMoveRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Records the tenant's arrival, with the room's meter readings taken at the door (if any). */
export function checkInBooking(input: BookingMoveRequest) {
  return apiCall(paths.booking.checkIn, input);
}

export const useCheckInBooking = () => useChange('bookings', checkInBooking);
