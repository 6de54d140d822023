import { type BookingUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useBookingMutation } from './use-booking-mutation';

export function updateBooking(input: BookingUpdateRequest) {
  return apiCall(paths.booking.update, input);
}

export const useUpdateBooking = () => useBookingMutation(updateBooking);
