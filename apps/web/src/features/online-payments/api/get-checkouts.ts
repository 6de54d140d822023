import { paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { type CheckoutListRequest, onlinePaymentKeys } from './online-payment-keys';

export function getCheckouts(request: CheckoutListRequest) {
  return apiCall(paths.paymentGateway.getCheckoutList, request);
}

export function checkoutsQueryOptions(request: CheckoutListRequest) {
  return queryOptions({
    queryKey: onlinePaymentKeys.checkouts(request),
    queryFn: () => getCheckouts(request),
    placeholderData: keepPreviousData,
  });
}

export function useCheckouts(request: CheckoutListRequest) {
  return useQuery(checkoutsQueryOptions(request));
}
