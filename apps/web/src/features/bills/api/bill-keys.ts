import type { ArrearsRequest, BillListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const billKeys = {
  all: topicKey('bills'),
  list: (request: BillListRequest) => [...billKeys.all, 'list', request] as const,
  one: (billId: number) => [...billKeys.all, 'one', billId] as const,
  arrears: (request: ArrearsRequest) => [...billKeys.all, 'arrears', request] as const,
};
