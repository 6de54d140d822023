import { type BookingUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updateBooking(input: BookingUpdateRequest) {
  return apiCall(paths.booking.update, input);
}

export const useUpdateBooking = () => useChange('bookings', updateBooking);
