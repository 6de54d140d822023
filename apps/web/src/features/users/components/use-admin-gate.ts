import { messages } from '@kamar/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { errorDialog } from '../../../components/feedback/dialogs';
import { ApiError } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { useCheckIsAdmin } from '../api/check-is-admin';

/**
 * Spec section 6: the user screens ask the server whether you are an administrator. If not, they
 * say "User don't have admin access right!", set the stored admin flag to 0 and go home.
 */
export function useAdminGate(): { allowed: boolean } {
  const navigate = useNavigate();
  const userId = session.read()?.userId ?? 0;
  const check = useCheckIsAdmin(userId);
  const refused = check.data?.isAdmin === false || (check.error instanceof ApiError && check.error.status === 403);

  useEffect(() => {
    if (!refused) return;
    session.setAdminFlag(false);
    void errorDialog(new ApiError(403, messages.noAdminAccess)).then(() => navigate('/', { replace: true }));
  }, [refused, navigate]);

  useEffect(() => {
    if (check.error && !refused) {
      void errorDialog(check.error, () => {
        session.end();
        navigate('/login');
      });
    }
  }, [check.error, refused, navigate]);

  return { allowed: check.data?.isAdmin === true };
}
