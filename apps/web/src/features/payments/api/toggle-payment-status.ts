import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paymentsKey } from './get-payments';

/** Delete / Undelete, sent with the status the person saw. */
export function togglePaymentStatus(input: { paymentId: number; status: 1 | 2 }) {
  return apiCall(paths.payment.delete, input);
}

export function useTogglePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: togglePaymentStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}
