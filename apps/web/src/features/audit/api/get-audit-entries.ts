import { type AuditListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { auditKeys } from './audit-keys';

export function getAuditEntries(request: AuditListRequest) {
  return apiCall(paths.audit.getList, request);
}

export function auditEntriesQueryOptions(request: AuditListRequest, language = currentLanguage()) {
  return queryOptions({
    queryKey: auditKeys.list(request, language),
    queryFn: () => getAuditEntries(request),
    placeholderData: keepPreviousData,
  });
}

export function useAuditEntries(request: AuditListRequest) {
  const { i18n } = useTranslation();
  return useQuery(auditEntriesQueryOptions(request, currentLanguage(i18n.language)));
}
