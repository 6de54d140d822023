import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomKeys } from './room-keys';

export function getRoom(roomId: number) {
  return apiCall(paths.room.getById, { roomId });
}

export function roomQueryOptions(roomId: number | null) {
  return queryOptions({
    queryKey: roomKeys.one(roomId),
    queryFn: () => getRoom(roomId ?? 0),
    enabled: roomId !== null,
  });
}
