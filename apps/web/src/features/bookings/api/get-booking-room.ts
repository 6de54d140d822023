import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** The booking's room: its property, whose charge types a stay's charge may be of. */
export function getBookingRoom(roomId: number) {
  return apiCall(paths.room.getById, { roomId });
}

export function useBookingRoom(roomId: number) {
  return useQuery(queryOptions({ queryKey: bookingKeys.room(roomId), queryFn: () => getBookingRoom(roomId) }));
}
