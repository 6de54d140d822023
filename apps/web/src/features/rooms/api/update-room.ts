import { paths, type RoomUpdateRequest } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updateRoom(input: RoomUpdateRequest) {
  return apiCall(paths.room.update, input);
}

export const useUpdateRoom = () => useChange('rooms', updateRoom);
