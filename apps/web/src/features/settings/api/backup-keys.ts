import { topicKey } from '../../../lib/query-keys';

export const backupKeys = {
  all: topicKey('backups'),
  latest: () => [...backupKeys.all, 'latest'] as const,
};
