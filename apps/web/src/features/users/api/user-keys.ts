import type { UserListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const userKeys = {
  all: topicKey('users'),
  list: (request: UserListRequest) => [...userKeys.all, 'list', request] as const,
  one: (userId: number | null) => [...userKeys.all, 'one', userId] as const,
};
