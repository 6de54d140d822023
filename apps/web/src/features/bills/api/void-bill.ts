import { type BillVoidRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Waives a bill with a reason (administrators). */
export function voidBill(input: BillVoidRequest) {
  return apiCall(paths.bill.void, input);
}

export const useVoidBill = () => useChange('bills', voidBill);
