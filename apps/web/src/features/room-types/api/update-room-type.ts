import { paths, type RoomTypeUpdateRequest } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updateRoomType(input: RoomTypeUpdateRequest) {
  return apiCall(paths.roomType.update, input);
}

export const useUpdateRoomType = () => useChange('roomTypes', updateRoomType);
