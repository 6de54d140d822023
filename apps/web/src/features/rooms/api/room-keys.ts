import type { RoomListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const roomKeys = {
  all: topicKey('rooms'),
  list: (request: RoomListRequest) => [...roomKeys.all, 'list', request] as const,
  one: (roomId: number | null) => [...roomKeys.all, 'one', roomId] as const,
  /** The room form's choices are room types and card vendors: saving one refreshes them. */
  roomTypeOptions: () => [...topicKey('roomTypes'), 'options'] as const,
  cardVendorOptions: () => [...topicKey('cardVendors'), 'options'] as const,
};
