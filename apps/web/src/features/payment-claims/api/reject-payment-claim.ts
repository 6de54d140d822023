import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Rejecting keeps the reason, which the tenant then reads on the stay's page. */
export function rejectPaymentClaim(input: { paymentClaimId: number; reason: string }) {
  return apiCall(paths.paymentClaim.reject, input);
}

export const useRejectPaymentClaim = () => useChange('paymentClaims', rejectPaymentClaim);
