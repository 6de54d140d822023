import type { RoomTypeListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const roomTypeKeys = {
  all: topicKey('roomTypes'),
  list: (request: RoomTypeListRequest) => [...roomTypeKeys.all, 'list', request] as const,
  one: (roomTypeId: number | null) => [...roomTypeKeys.all, 'one', roomTypeId] as const,
};
