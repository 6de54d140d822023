import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { tenantsKey } from './get-tenants';

export function getTenant(tenantId: number) {
  return apiCall(paths.tenant.getById, { tenantId });
}

export function tenantQueryOptions(tenantId: number | null) {
  return queryOptions({
    queryKey: [...tenantsKey, 'one', tenantId],
    queryFn: () => getTenant(tenantId ?? 0),
    enabled: tenantId !== null,
  });
}

export function useTenant(tenantId: number | null) {
  return useQuery(tenantQueryOptions(tenantId));
}
