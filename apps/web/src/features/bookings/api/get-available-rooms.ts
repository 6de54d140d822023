import { type AvailableRoomRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

export function getAvailableRooms(request: AvailableRoomRequest) {
  return apiCall(paths.booking.getAvailableRoom, request);
}

/** Rooms free for the stay; asked only once a check-in date is known. */
export function availableRoomsQueryOptions(request: AvailableRoomRequest, enabled: boolean) {
  return queryOptions({
    queryKey: bookingKeys.availableRooms(request),
    queryFn: () => getAvailableRooms(request),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAvailableRooms(request: AvailableRoomRequest, enabled: boolean) {
  return useQuery(availableRoomsQueryOptions(request, enabled));
}
