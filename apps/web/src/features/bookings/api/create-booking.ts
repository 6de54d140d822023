import { type BookingCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createBooking(input: BookingCreateRequest) {
  return apiCall(paths.booking.create, input);
}

export const useCreateBooking = () => useChange('bookings', createBooking);
