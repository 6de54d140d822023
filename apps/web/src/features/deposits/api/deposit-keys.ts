import type { DepositListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

/** A deposit is a payment (type 1): its keys live under the payments topic. */
export const depositKeys = {
  all: [...topicKey('payments'), 'deposits'] as const,
  list: (request: DepositListRequest) => [...depositKeys.all, 'list', request] as const,
  one: (paymentId: number | null) => [...depositKeys.all, 'one', paymentId] as const,
};
