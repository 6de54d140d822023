import { type BookingChangeRentRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** A new rent from a date: the stay's bills of periods from it are billed at it. */
export function changeRent(input: BookingChangeRentRequest) {
  return apiCall(paths.booking.changeRent, input);
}

export const useChangeRent = () => useChange('bookings', changeRent);
