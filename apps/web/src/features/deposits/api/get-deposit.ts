import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { depositKeys } from './deposit-keys';

/** A deposit is a payment (type 1): the return form reads its real amount from Payment/GetById. */
export function getDeposit(paymentId: number) {
  return apiCall(paths.payment.getById, { paymentId });
}

export function depositQueryOptions(paymentId: number | null) {
  return queryOptions({
    queryKey: depositKeys.one(paymentId),
    queryFn: () => getDeposit(paymentId ?? 0),
    enabled: paymentId !== null,
  });
}
