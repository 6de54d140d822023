import { type BookingListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export function getBookings(request: BookingListRequest) {
  return apiCall(paths.booking.getList, request);
}

export function bookingsQueryOptions(request: BookingListRequest) {
  return queryOptions({
    queryKey: bookingKeys.list(request),
    queryFn: () => getBookings(request),
    placeholderData: keepPreviousData,
  });
}

export function useBookings(request: BookingListRequest) {
  return useQuery(bookingsQueryOptions(request));
}
