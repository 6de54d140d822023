import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export function getBooking(bookingId: number) {
  return apiCall(paths.booking.getById, { bookingId });
}

export function bookingQueryOptions(bookingId: number | null) {
  return queryOptions({
    queryKey: bookingKeys.one(bookingId),
    queryFn: () => getBooking(bookingId ?? 0),
    enabled: bookingId !== null,
  });
}
