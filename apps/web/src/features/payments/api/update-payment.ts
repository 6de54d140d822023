import { type PaymentUpdateRequest, paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paymentsKey } from './get-payments';

export function updatePayment(input: PaymentUpdateRequest) {
  return apiCall(paths.payment.update, input);
}

export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}
