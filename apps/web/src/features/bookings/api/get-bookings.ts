import { type BookingListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const bookingsKey = ['bookings'] as const;
/** The room map reads bookings too: every booking change refreshes it (same key as its feature uses). */
export const floorPlanKey = ['floor-plan'] as const;

export function getBookings(request: BookingListRequest) {
  return apiCall(paths.booking.getList, request);
}

export function bookingsQueryOptions(request: BookingListRequest) {
  return queryOptions({
    queryKey: [...bookingsKey, 'list', request],
    queryFn: () => getBookings(request),
    placeholderData: keepPreviousData,
  });
}

export function useBookings(request: BookingListRequest) {
  return useQuery(bookingsQueryOptions(request));
}
