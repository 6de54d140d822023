import { type PaymentClaimApproveRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Approving records the claim's payment (as Payment/Create) and answers its receipt. */
export function approvePaymentClaim(input: PaymentClaimApproveRequest) {
  return apiCall(paths.paymentClaim.approve, input);
}

// A payment: its stay's bills, the dashboard and the queue follow (topic rule, lib/query-keys.ts).
export const useApprovePaymentClaim = () => useChange('payments', approvePaymentClaim);
