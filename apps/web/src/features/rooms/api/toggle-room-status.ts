import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleRoomStatus(input: { roomId: number; status: 1 | 2 }) {
  return apiCall(paths.room.delete, input);
}

export const useToggleRoomStatus = () => useChange('rooms', toggleRoomStatus);
