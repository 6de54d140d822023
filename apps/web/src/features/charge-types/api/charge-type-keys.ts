import type { ChargeTypeListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const chargeTypeKeys = {
  all: topicKey('chargeTypes'),
  list: (request: ChargeTypeListRequest) => [...chargeTypeKeys.all, 'list', request] as const,
  one: (chargeTypeId: number | null) => [...chargeTypeKeys.all, 'one', chargeTypeId] as const,
};
