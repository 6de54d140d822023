import type { CardVendorListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const cardVendorKeys = {
  all: topicKey('cardVendors'),
  list: (request: CardVendorListRequest) => [...cardVendorKeys.all, 'list', request] as const,
  one: (cardVendorId: number | null) => [...cardVendorKeys.all, 'one', cardVendorId] as const,
};
