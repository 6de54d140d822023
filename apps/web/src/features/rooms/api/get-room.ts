import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomsKey } from './get-rooms';

export function getRoom(roomId: number) {
  return apiCall(paths.room.getById, { roomId });
}

export function roomQueryOptions(roomId: number | null) {
  return queryOptions({
    queryKey: [...roomsKey, 'one', roomId],
    queryFn: () => getRoom(roomId ?? 0),
    enabled: roomId !== null,
  });
}

export function useRoom(roomId: number | null) {
  return useQuery(roomQueryOptions(roomId));
}
