import { type BookingCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useBookingMutation } from './use-booking-mutation';

export function createBooking(input: BookingCreateRequest) {
  return apiCall(paths.booking.create, input);
}

export const useCreateBooking = () => useBookingMutation(createBooking);
