import { type DepositReturnRequest, paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Full, Split (the return form) or Owned: DepositReturned/Create. */
export function settleDeposit(input: DepositReturnRequest) {
  return apiCall(paths.depositReturned.create, input);
}

export function useSettleDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleDeposit,
    // Deposits show in the payment lists and the dashboard too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
