import { paths, type RoomCreateRequest } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createRoom(input: RoomCreateRequest) {
  return apiCall(paths.room.create, input);
}

export const useCreateRoom = () => useChange('rooms', createRoom);
