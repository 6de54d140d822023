import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function getUser(userId: number) {
  return apiCall(paths.user.getById, { userId });
}

export function userQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: userKeys.one(userId),
    queryFn: () => getUser(userId ?? 0),
    enabled: userId !== null,
  });
}
