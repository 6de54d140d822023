import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paymentClaimKeys } from './payment-claim-keys';

export function getPaymentClaim(paymentClaimId: number) {
  return apiCall(paths.paymentClaim.getById, { paymentClaimId });
}

export function paymentClaimQueryOptions(paymentClaimId: number | null) {
  return queryOptions({
    queryKey: paymentClaimKeys.one(paymentClaimId),
    queryFn: () => getPaymentClaim(paymentClaimId ?? 0),
    enabled: paymentClaimId !== null,
  });
}

export function usePaymentClaim(paymentClaimId: number | null) {
  return useQuery(paymentClaimQueryOptions(paymentClaimId));
}
