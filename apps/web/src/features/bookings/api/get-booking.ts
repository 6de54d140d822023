import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingsKey } from './get-bookings';

export function getBooking(bookingId: number) {
  return apiCall(paths.booking.getById, { bookingId });
}

export function bookingQueryOptions(bookingId: number | null) {
  return queryOptions({
    queryKey: [...bookingsKey, 'one', bookingId],
    queryFn: () => getBooking(bookingId ?? 0),
    enabled: bookingId !== null,
  });
}

export function useBooking(bookingId: number | null) {
  return useQuery(bookingQueryOptions(bookingId));
}
