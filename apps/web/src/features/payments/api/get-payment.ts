import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

export function getPayment(paymentId: number) {
  return apiCall(paths.payment.getById, { paymentId });
}

export function paymentQueryOptions(paymentId: number | null) {
  return queryOptions({
    queryKey: paymentKeys.one(paymentId),
    queryFn: () => getPayment(paymentId ?? 0),
    enabled: paymentId !== null,
  });
}
