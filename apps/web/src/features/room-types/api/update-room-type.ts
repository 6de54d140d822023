import { paths, type RoomTypeUpdateRequest } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomTypesKey } from './get-room-types';

export function updateRoomType(input: RoomTypeUpdateRequest) {
  return apiCall(paths.roomType.update, input);
}

export function useUpdateRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoomType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomTypesKey }),
  });
}
