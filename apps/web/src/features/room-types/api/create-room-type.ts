import { paths, type RoomTypeCreateRequest } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createRoomType(input: RoomTypeCreateRequest) {
  return apiCall(paths.roomType.create, input);
}

export const useCreateRoomType = () => useChange('roomTypes', createRoomType);
