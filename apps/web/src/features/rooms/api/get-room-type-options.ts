import { MAX_PAGE_SIZE, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomKeys } from './room-keys';

/** The room form's Room Type choices: active room types, as the spec loads them (pageSize 10000). */
export function getRoomTypeOptions() {
  return apiCall(paths.roomType.getList, { roomTypeName: '', status: 1, pageSize: MAX_PAGE_SIZE, pageIndex: 0 });
}

export function useRoomTypeOptions() {
  return useQuery(queryOptions({ queryKey: roomKeys.roomTypeOptions(), queryFn: getRoomTypeOptions }));
}
