import { paths, type UserCreateRequest } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createUser(input: UserCreateRequest) {
  return apiCall(paths.user.create, input);
}

export const useCreateUser = () => useChange('users', createUser);
