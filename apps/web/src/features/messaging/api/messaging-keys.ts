import type { ReminderLogRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const messagingKeys = {
  all: topicKey('messages'),
  log: (request: ReminderLogRequest) => [...messagingKeys.all, 'log', request] as const,
  channels: () => [...messagingKeys.all, 'channels'] as const,
  /** The business's rules (0) or a property's. */
  rules: (propertyId: number) => [...messagingKeys.all, 'rules', propertyId] as const,
};
