import { paths, type RoomUpdateRequest } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomsKey } from './get-rooms';

export function updateRoom(input: RoomUpdateRequest) {
  return apiCall(paths.room.update, input);
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsKey }),
  });
}
