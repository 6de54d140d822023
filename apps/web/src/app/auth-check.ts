import { paths } from '@kamar/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';
import { unlessAskedEarly } from '../lib/early-query';

export const checkAuthKey = ['auth', 'check'] as const;

export const checkAuth = () => apiCall(paths.auth.checkAuth, {});

/** The session check of one screen: asked on every screen change (the path is part of the key). */
export function authCheckQueryOptions(token: string | null, pathname: string) {
  return queryOptions({
    queryKey: [...checkAuthKey, token, pathname],
    queryFn: checkAuth,
    enabled: token !== null,
    retry: false,
    staleTime: 0,
    refetchOnMount: unlessAskedEarly,
    placeholderData: keepPreviousData,
  });
}
