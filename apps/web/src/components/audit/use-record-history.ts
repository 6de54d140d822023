import { type AuditEntity, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { topicKey } from '../../lib/query-keys';

/** How many of a record's newest entries its History panel shows. */
export const HISTORY_SIZE = 100;

/** A record's audit entries, newest first (the form kit's History panel). */
export function recordHistoryOptions(entity: AuditEntity, recordId: number) {
  return queryOptions({
    queryKey: [...topicKey('audit'), 'record', entity, recordId] as const,
    queryFn: () => apiCall(paths.audit.getList, { entity, recordId, pageSize: HISTORY_SIZE }),
  });
}

export function useRecordHistory(entity: AuditEntity, recordId: number) {
  return useQuery(recordHistoryOptions(entity, recordId));
}
