import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { depositKeys } from './deposit-keys';

/**
 * A deposit's deductions: while it is On Hold, those recorded before its return (an inspection's
 * damaged item), which the return takes in.
 */
export function getDepositReturn(paymentId: number) {
  return apiCall(paths.depositReturned.getById, { paymentId });
}

export function useDepositReturn(paymentId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...depositKeys.all, 'return', paymentId] as const,
      queryFn: () => getDepositReturn(paymentId ?? 0),
      enabled: paymentId !== null,
    }),
  );
}
