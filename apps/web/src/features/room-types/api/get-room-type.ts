import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomTypesKey } from './get-room-types';

export function getRoomType(roomTypeId: number) {
  return apiCall(paths.roomType.getById, { roomTypeId });
}

export function roomTypeQueryOptions(roomTypeId: number | null) {
  return queryOptions({
    queryKey: [...roomTypesKey, 'one', roomTypeId],
    queryFn: () => getRoomType(roomTypeId ?? 0),
    enabled: roomTypeId !== null,
  });
}

export function useRoomType(roomTypeId: number | null) {
  return useQuery(roomTypeQueryOptions(roomTypeId));
}
