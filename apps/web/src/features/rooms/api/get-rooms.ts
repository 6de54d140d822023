import { paths, type RoomListRequest } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomKeys } from './room-keys';

export function getRooms(request: RoomListRequest) {
  return apiCall(paths.room.getList, request);
}

export function roomsQueryOptions(request: RoomListRequest) {
  return queryOptions({
    queryKey: roomKeys.list(request),
    queryFn: () => getRooms(request),
    placeholderData: keepPreviousData,
  });
}

export function useRooms(request: RoomListRequest) {
  return useQuery(roomsQueryOptions(request));
}
