import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { usersKey } from './get-users';

/** Active <-> Disabled, sent with the status the person saw. */
export function toggleUserStatus(input: { userId: number; status: 1 | 2 }) {
  return apiCall(paths.user.delete, input);
}

export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
