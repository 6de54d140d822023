import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { tenantKeys } from './tenant-keys';

export function getTenant(tenantId: number) {
  return apiCall(paths.tenant.getById, { tenantId });
}

export function tenantQueryOptions(tenantId: number | null) {
  return queryOptions({
    queryKey: tenantKeys.one(tenantId),
    queryFn: () => getTenant(tenantId ?? 0),
    enabled: tenantId !== null,
  });
}
