import type { ReactNode } from 'react';
import { Loading } from '../components/feedback/loading';
import { useAdminGate } from '../features/users/components/use-admin-gate';

/**
 * Administrators-only screens other than the user screens (Employee): the same server check,
 * message and way home as the user screens, before the screen loads anything.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const gate = useAdminGate();
  return gate.allowed ? children : <Loading />;
}
