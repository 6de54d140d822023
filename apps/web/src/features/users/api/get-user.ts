import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { usersKey } from './get-users';

export function getUser(userId: number) {
  return apiCall(paths.user.getById, { userId });
}

export function userQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: [...usersKey, 'one', userId],
    queryFn: () => getUser(userId ?? 0),
    enabled: userId !== null,
  });
}

export function useUser(userId: number | null) {
  return useQuery(userQueryOptions(userId));
}
