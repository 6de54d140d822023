import { type AvailableRoomRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useCurrentProperty, withProperty } from '../../../lib/current-property';
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

/**
 * A new stay is offered the rooms of the top bar's property when one is picked; a booking being
 * edited keeps every room of the caller's properties, so its own room (perhaps of another) stays.
 */
export function useAvailableRooms(request: AvailableRoomRequest, enabled: boolean) {
  const { propertyId } = useCurrentProperty();
  const asked = request.bookingId ? request : withProperty(request, propertyId);
  return useQuery(availableRoomsQueryOptions(asked, enabled));
}
