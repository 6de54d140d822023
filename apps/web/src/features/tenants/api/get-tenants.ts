import { paths, RecordStatus, type TenantListRequest } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { textFilter } from '../../../components/list/list-filters';
import { recordStatusFilter } from '../../../components/list/status-options';
import { listRequest } from '../../../components/list/use-list-params';
import { apiCall } from '../../../lib/api-client';
import { askEarly } from '../../../lib/early-query';
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

/** /tenant's filters (spec section 2): name, phone, status (default Active). */
export const tenantFilters = {
  tenantName: textFilter({ transform: 'upper' }),
  phone: textFilter({ transform: 'digits' }),
  status: recordStatusFilter(RecordStatus.Active),
};

/** The page of tenants an address of /tenant shows, asked for before the screen has arrived. */
export function askTenantsEarly(url: URL) {
  askEarly(tenantsQueryOptions(listRequest(tenantFilters, url.searchParams)));
}

export function useTenants(request: TenantListRequest) {
  return useQuery(tenantsQueryOptions(request));
}
