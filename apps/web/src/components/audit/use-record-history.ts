import { type AuditEntity, type Language, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { topicKey } from '../../lib/query-keys';

/** How many of a record's newest entries its History panel shows. */
export const HISTORY_SIZE = 100;

/** A record's audit entries, newest first (the form kit's History panel), in the reader's language. */
export function recordHistoryOptions(entity: AuditEntity, recordId: number, language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: [...topicKey('audit'), 'record', entity, recordId, language] as const,
    queryFn: () => apiCall(paths.audit.getList, { entity, recordId, pageSize: HISTORY_SIZE }),
  });
}

export function useRecordHistory(entity: AuditEntity, recordId: number) {
  const { i18n } = useTranslation();
  return useQuery(recordHistoryOptions(entity, recordId, currentLanguage(i18n.language)));
}
