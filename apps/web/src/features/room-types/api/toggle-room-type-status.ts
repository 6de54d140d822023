import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleRoomTypeStatus(input: { roomTypeId: number; status: 1 | 2 }) {
  return apiCall(paths.roomType.delete, input);
}

export const useToggleRoomTypeStatus = () => useChange('roomTypes', toggleRoomTypeStatus);
