import type { PropertyListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const propertyKeys = {
  all: topicKey('properties'),
  list: (request: PropertyListRequest) => [...propertyKeys.all, 'list', request] as const,
  one: (propertyId: number | null) => [...propertyKeys.all, 'one', propertyId] as const,
};
