import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Active <-> Disabled, sent with the status the person saw. */
export function toggleUserStatus(input: { userId: number; status: 1 | 2 }) {
  return apiCall(paths.user.delete, input);
}

export const useToggleUserStatus = () => useChange('users', toggleUserStatus);
