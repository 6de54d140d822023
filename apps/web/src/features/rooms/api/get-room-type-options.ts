import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The room form's Room Type choices: active room types, as the spec loads them (pageSize 10000). */
export function getRoomTypeOptions() {
  return apiCall(paths.roomType.getList, { roomTypeName: '', status: 1, pageSize: 10000, pageIndex: 0 });
}

export function roomTypeOptionsQueryOptions() {
  // Under the room types' key, so saving a room type refreshes these choices too.
  return queryOptions({ queryKey: ['roomTypes', 'options'], queryFn: getRoomTypeOptions });
}

export function useRoomTypeOptions() {
  return useQuery(roomTypeOptionsQueryOptions());
}
