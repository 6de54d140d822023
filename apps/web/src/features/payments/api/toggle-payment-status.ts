import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Delete / Undelete, sent with the status the person saw. */
export function togglePaymentStatus(input: { paymentId: number; status: 1 | 2 }) {
  return apiCall(paths.payment.delete, input);
}

export const useTogglePaymentStatus = () => useChange('payments', togglePaymentStatus);
