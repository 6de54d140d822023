import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomTypeKeys } from './room-type-keys';

export function getRoomType(roomTypeId: number) {
  return apiCall(paths.roomType.getById, { roomTypeId });
}

export function roomTypeQueryOptions(roomTypeId: number | null) {
  return queryOptions({
    queryKey: roomTypeKeys.one(roomTypeId),
    queryFn: () => getRoomType(roomTypeId ?? 0),
    enabled: roomTypeId !== null,
  });
}
