import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Spec section 7: the deposit cards' Delete and Undelete change the payment's status. */
export function toggleDepositStatus(input: { paymentId: number; status: 1 | 2 }) {
  return apiCall(paths.payment.delete, input);
}

export function useToggleDepositStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleDepositStatus,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
