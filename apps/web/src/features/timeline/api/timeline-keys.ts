import type { TimelineRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const timelineKeys = {
  all: topicKey('timeline'),
  range: (request: TimelineRequest) => [...timelineKeys.all, request] as const,
};
