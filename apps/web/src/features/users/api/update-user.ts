import { paths, type UserUpdateRequest } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { usersKey } from './get-users';

export async function updateUser(input: UserUpdateRequest) {
  const saved = await apiCall(paths.user.update, input);
  // You changed your own password: your other sessions ended; this one carries on with a new token.
  if (saved.token) session.replaceToken(saved.token);
  return saved;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
