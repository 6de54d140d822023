import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomsKey } from './get-rooms';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleRoomStatus(input: { roomId: number; status: 1 | 2 }) {
  return apiCall(paths.room.delete, input);
}

export function useToggleRoomStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRoomStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsKey }),
  });
}
