import { type PaymentClaimListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paymentClaimKeys } from './payment-claim-keys';

export function getPaymentClaims(request: PaymentClaimListRequest) {
  return apiCall(paths.paymentClaim.getList, request);
}

export function paymentClaimsQueryOptions(request: PaymentClaimListRequest) {
  return queryOptions({
    queryKey: paymentClaimKeys.list(request),
    queryFn: () => getPaymentClaims(request),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentClaims(request: PaymentClaimListRequest) {
  return useQuery(paymentClaimsQueryOptions(request));
}
