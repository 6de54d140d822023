import { paths, type RoomTypeCreateRequest } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomTypesKey } from './get-room-types';

export function createRoomType(input: RoomTypeCreateRequest) {
  return apiCall(paths.roomType.create, input);
}

export function useCreateRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoomType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomTypesKey }),
  });
}
