import { type PaymentCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createPayment(input: PaymentCreateRequest) {
  return apiCall(paths.payment.create, input);
}

export const useCreatePayment = () => useChange('payments', createPayment);
