import { type AuditListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

export function getAuditEntries(request: AuditListRequest) {
  return apiCall(paths.audit.getList, request);
}

export function auditEntriesQueryOptions(request: AuditListRequest) {
  return queryOptions({
    queryKey: auditKeys.list(request),
    queryFn: () => getAuditEntries(request),
    placeholderData: keepPreviousData,
  });
}

export function useAuditEntries(request: AuditListRequest) {
  return useQuery(auditEntriesQueryOptions(request));
}
