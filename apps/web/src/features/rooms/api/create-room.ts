import { paths, type RoomCreateRequest } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomsKey } from './get-rooms';

export function createRoom(input: RoomCreateRequest) {
  return apiCall(paths.room.create, input);
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsKey }),
  });
}
