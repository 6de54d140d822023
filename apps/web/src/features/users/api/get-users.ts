import { paths, type UserListRequest } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function getUsers(request: UserListRequest) {
  return apiCall(paths.user.getList, request);
}

export function usersQueryOptions(request: UserListRequest) {
  return queryOptions({
    queryKey: userKeys.list(request),
    queryFn: () => getUsers(request),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(request: UserListRequest) {
  return useQuery(usersQueryOptions(request));
}
