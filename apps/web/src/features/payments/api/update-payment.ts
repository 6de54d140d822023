import { type PaymentUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updatePayment(input: PaymentUpdateRequest) {
  return apiCall(paths.payment.update, input);
}

export const useUpdatePayment = () => useChange('payments', updatePayment);
