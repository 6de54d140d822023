import { paths, type TenantListRequest } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { tenantKeys } from './tenant-keys';

export function getTenants(request: TenantListRequest) {
  return apiCall(paths.tenant.getList, request);
}

export function tenantsQueryOptions(request: TenantListRequest) {
  return queryOptions({
    queryKey: tenantKeys.list(request),
    queryFn: () => getTenants(request),
    placeholderData: keepPreviousData,
  });
}

export function useTenants(request: TenantListRequest) {
  return useQuery(tenantsQueryOptions(request));
}
