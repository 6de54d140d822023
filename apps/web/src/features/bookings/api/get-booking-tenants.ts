import { paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** Enough matches to choose from while typing; the name narrows it further. */
const LOOKUP_SIZE = 50;

export function getBookingTenants(tenantName: string) {
  return apiCall(paths.booking.getTenantList, { tenantName, phone: '', pageSize: LOOKUP_SIZE, pageIndex: 0 });
}

export function bookingTenantsQueryOptions(tenantName: string, enabled: boolean) {
  return queryOptions({
    queryKey: bookingKeys.tenantChoices(tenantName),
    queryFn: () => getBookingTenants(tenantName),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Asked only while the tenant may be chosen. */
export function useBookingTenants(tenantName: string, enabled: boolean) {
  return useQuery(bookingTenantsQueryOptions(tenantName, enabled));
}
