import type { AuditListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const auditKeys = {
  all: topicKey('audit'),
  list: (request: AuditListRequest) => [...auditKeys.all, 'list', request] as const,
};
