import { type PaymentCreateRequest, paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export function createPayment(input: PaymentCreateRequest) {
  return apiCall(paths.payment.create, input);
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    // A booking's payment history lives under its own key in the bookings feature; reload all.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
