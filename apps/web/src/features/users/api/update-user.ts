import { paths, type UserUpdateRequest } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';
import { session } from '../../../lib/session';

export async function updateUser(input: UserUpdateRequest) {
  const saved = await apiCall(paths.user.update, input);
  // You changed your own password: your other sessions ended; this one carries on with a new token.
  if (saved.token) session.replaceToken(saved.token);
  return saved;
}

export const useUpdateUser = () => useChange('users', updateUser);
