import { type PaymentListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

export function getPayments(request: PaymentListRequest) {
  return apiCall(paths.payment.getList, request);
}

export function paymentsQueryOptions(request: PaymentListRequest) {
  return queryOptions({
    queryKey: paymentKeys.list(request),
    queryFn: () => getPayments(request),
    placeholderData: keepPreviousData,
  });
}

export function usePayments(request: PaymentListRequest) {
  return useQuery(paymentsQueryOptions(request));
}
