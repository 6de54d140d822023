import { paths, type RoomTypeListRequest } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomTypeKeys } from './room-type-keys';

export function getRoomTypes(request: RoomTypeListRequest) {
  return apiCall(paths.roomType.getList, request);
}

export function roomTypesQueryOptions(request: RoomTypeListRequest) {
  return queryOptions({
    queryKey: roomTypeKeys.list(request),
    queryFn: () => getRoomTypes(request),
    placeholderData: keepPreviousData,
  });
}

export function useRoomTypes(request: RoomTypeListRequest) {
  return useQuery(roomTypesQueryOptions(request));
}
