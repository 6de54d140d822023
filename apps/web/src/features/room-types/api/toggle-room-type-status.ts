import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomTypesKey } from './get-room-types';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleRoomTypeStatus(input: { roomTypeId: number; status: 1 | 2 }) {
  return apiCall(paths.roomType.delete, input);
}

export function useToggleRoomTypeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRoomTypeStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomTypesKey }),
  });
}
