import { type DepositReturnRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Full, Split (the return form) or Owned: DepositReturned/Create. A deposit is a payment. */
export function settleDeposit(input: DepositReturnRequest) {
  return apiCall(paths.depositReturned.create, input);
}

export const useSettleDeposit = () => useChange('payments', settleDeposit);
