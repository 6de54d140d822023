import { type BookingMoveRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/**
 * Check-out: the stay ends today (or on its earlier check-out date); the room's meter readings
 * taken at the door (if any) put the last usage on the tenant's last bill.
 */
export function completeBooking(input: BookingMoveRequest) {
  return apiCall(paths.booking.completeBooking, input);
}

export const useCompleteBooking = () => useChange('bookings', completeBooking);
