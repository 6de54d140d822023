import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Spec section 7: the deposit cards' Delete and Undelete change the payment's status. */
export function toggleDepositStatus(input: { paymentId: number; status: 1 | 2 }) {
  return apiCall(paths.payment.delete, input);
}

export const useToggleDepositStatus = () => useChange('payments', toggleDepositStatus);
