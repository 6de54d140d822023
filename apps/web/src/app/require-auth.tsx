import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../lib/api-client';
import { session } from '../lib/session';
import { authCheckQueryOptions, type checkAuth } from './auth-check';
import { screens } from './paths';

type AuthCheck = UseQueryResult<Awaited<ReturnType<typeof checkAuth>>>;
const AuthCheckContext = createContext<AuthCheck | null>(null);

/** The server's answer about the signed-in user for the current screen (the admin gate reads it). */
export function useAuthCheck(): AuthCheck {
  const check = useContext(AuthCheckContext);
  if (!check) throw new Error('useAuthCheck outside RequireAuth');
  return check;
}

/**
 * The access guard (spec section 2): no stored token goes to /login; otherwise the token is
 * checked with the server on every screen change, and a 401 goes to /login. Ending the session
 * anywhere (session.end()) brings the person here, and so to /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(session.subscribe, session.token);
  const { pathname } = useLocation();
  // One check per screen (the path is part of the key); the previous answer stays on screen meanwhile.
  const check = useQuery(authCheckQueryOptions(token, pathname));

  useEffect(() => {
    if (check.data) session.update(check.data);
  }, [check.data]);

  const unauthorized = check.error instanceof ApiError && check.error.status === 401;
  useEffect(() => {
    if (unauthorized) session.end();
  }, [unauthorized]);

  if (token === null || unauthorized) return <Navigate to={screens.login.to()} replace />;
  // A stored session opens the screen at once, so its own data is asked for alongside the check
  // (one round trip less on a phone); the server refuses every call of a session it no longer
  // accepts, and the admin gate waits for this answer before it opens an administrator's screen.
  return <AuthCheckContext value={check}>{children}</AuthCheckContext>;
}
