import { ROLES, refusal } from '@kamar/contract';
import { useEffect } from 'react';
import { Outlet, useMatches, useNavigate, useSearchParams } from 'react-router';
import { errorDialog } from '../components/feedback/dialogs';
import { Loading } from '../components/feedback/loading';
import { ApiError } from '../lib/api-client';
import { session } from '../lib/session';
import { mayOpen, permissionFor, type Screen, screens } from './paths';
import { useAuthCheck } from './require-auth';

/**
 * The one role gate, around every signed-in screen. A screen every role may open (front-desk
 * work) opens at once, its data asked alongside the session check as before roles; a screen the
 * paths table keeps from some role (for this address) opens only once the server has answered,
 * for this screen, a role that holds its permission (contract permissions.ts); otherwise "User don't have admin
 * access right! A Front desk may not ..." (the spec's sentence first, spec section 6), the stored
 * role follows the server's and you go home. The server refuses the screen's calls anyway; this
 * says so at once instead of showing an empty screen.
 */
export function AdminGate() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const screen = useMatches().at(-1)?.handle as Screen | undefined;
  const permission = screen === undefined ? 'signedIn' : permissionFor(screen, query);
  const guarded =
    permission !== 'signedIn' && (screen === undefined || !ROLES.every((role) => mayOpen(screen, role, query)));
  const check = useAuthCheck();
  // The previous screen's answer stays shown while this screen's is asked: it does not count.
  const answer = check.isPlaceholderData ? undefined : check.data;
  const allowed = answer !== undefined && screen !== undefined && mayOpen(screen, answer.role, query);
  const refused = guarded && answer !== undefined && !allowed;
  const failed = guarded && check.error !== null;

  useEffect(() => {
    if (!refused || !answer) return;
    session.setRole(answer.role);
    void errorDialog(new ApiError(403, refusal('auth.roleNotAllowed', { role: answer.role, permission }))).then(() =>
      navigate(screens.dashboard.to(), { replace: true }),
    );
  }, [refused, answer, permission, navigate]);
  useEffect(() => {
    if (failed) void errorDialog(check.error);
  }, [failed, check.error]);

  return !guarded || allowed ? <Outlet /> : <Loading />;
}
