import { paths, RecordStatus } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { tenantKeys } from './tenant-keys';

/** What a tenant still owes across their stays: the total of their active bills' list. */
export function getTenantOutstanding(tenantId: number) {
  return apiCall(paths.bill.getList, { tenantId, status: RecordStatus.Active, pageSize: 1, pageIndex: 0 });
}

export function useTenantOutstanding(tenantId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: tenantKeys.outstanding(tenantId ?? 0),
      queryFn: () => getTenantOutstanding(tenantId ?? 0),
      enabled: tenantId !== null,
      select: (data) => data.totalOutstanding,
    }),
  );
}
