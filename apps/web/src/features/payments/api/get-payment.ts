import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paymentsKey } from './get-payments';

export function getPayment(paymentId: number) {
  return apiCall(paths.payment.getById, { paymentId });
}

export function paymentQueryOptions(paymentId: number | null) {
  return queryOptions({
    queryKey: [...paymentsKey, 'one', paymentId],
    queryFn: () => getPayment(paymentId ?? 0),
    enabled: paymentId !== null,
  });
}

export function usePayment(paymentId: number | null) {
  return useQuery(paymentQueryOptions(paymentId));
}
