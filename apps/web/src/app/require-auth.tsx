import { paths } from '@kamar/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../components/feedback/loading';
import { ApiError, apiCall } from '../lib/api-client';
import { session } from '../lib/session';

export const checkAuthKey = ['auth', 'check'] as const;

/**
 * The access guard (spec section 2): no stored token goes to /login; otherwise the token is
 * checked with the server on every screen change, and a 401 goes to /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(session.subscribe, session.token);
  const { pathname } = useLocation();
  // One check per screen (the path is part of the key); the previous answer stays on screen meanwhile.
  const check = useQuery({
    queryKey: [...checkAuthKey, token, pathname],
    queryFn: () => apiCall(paths.auth.checkAuth, {}),
    enabled: token !== null,
    retry: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (check.data) session.update(check.data);
  }, [check.data]);

  const unauthorized = check.error instanceof ApiError && check.error.status === 401;
  useEffect(() => {
    if (unauthorized) session.end();
  }, [unauthorized]);

  if (token === null || unauthorized) return <Navigate to="/login" replace />;
  if (check.isPending) return <Loading />;
  return children;
}
