import { refusal } from '@kamar/contract';
import { useEffect } from 'react';
import { Outlet, useMatches, useNavigate, useSearchParams } from 'react-router';
import { errorDialog } from '../components/feedback/dialogs';
import { Loading } from '../components/feedback/loading';
import { ApiError } from '../lib/api-client';
import { session } from '../lib/session';
import { isAdminOnly, type Screen, screens } from './paths';
import { useAuthCheck } from './require-auth';

/**
 * The one admin gate, around every signed-in screen. A screen the paths table marks `adminOnly`
 * (for this address) opens only once the server has answered, for this screen, that you are an
 * administrator; otherwise "User don't have admin access right!", the stored flag drops to 0 and
 * you go home (spec section 6). The server refuses the screen's calls anyway; this says so at
 * once instead of showing an empty screen.
 */
export function AdminGate() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const screen = useMatches().at(-1)?.handle as Screen | undefined;
  const guarded = screen !== undefined && isAdminOnly(screen, query);
  const check = useAuthCheck();
  // The previous screen's answer stays shown while this screen's is asked: it does not count.
  const answer = check.isPlaceholderData ? undefined : check.data;
  const refused = guarded && answer?.isAdmin === false;
  const failed = guarded && check.error !== null;

  useEffect(() => {
    if (!refused) return;
    session.setAdminFlag(false);
    void errorDialog(new ApiError(403, refusal('auth.noAdminAccess'))).then(() =>
      navigate(screens.dashboard.to(), { replace: true }),
    );
  }, [refused, navigate]);
  useEffect(() => {
    if (failed) void errorDialog(check.error);
  }, [failed, check.error]);

  return !guarded || answer?.isAdmin ? <Outlet /> : <Loading />;
}
