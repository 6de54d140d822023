import { messages } from '@kamar/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { session } from '../../lib/session';
import { errorDialog } from './dialogs';

/**
 * Screens for administrators only (spec section 6: Payment, Deposit, Expense). The server refuses
 * the calls anyway (403); this says so at once and goes home instead of showing an empty screen.
 * `enabled` false skips the check (a staff user may add a payment from a booking).
 */
export function useAdminOnly(enabled = true): { allowed: boolean } {
  const navigate = useNavigate();
  const allowed = !enabled || session.read()?.isAdmin === true;
  useEffect(() => {
    if (allowed) return;
    void errorDialog(new ApiError(403, messages.noAdminAccess)).then(() => navigate('/', { replace: true }));
  }, [allowed, navigate]);
  return { allowed };
}
