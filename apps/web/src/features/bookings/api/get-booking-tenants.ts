import { paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingsKey } from './get-bookings';

/** Enough matches to choose from while typing; the name narrows it further. */
const LOOKUP_SIZE = 50;

export function getBookingTenants(tenantName: string) {
  return apiCall(paths.booking.getTenantList, { tenantName, phone: '', pageSize: LOOKUP_SIZE, pageIndex: 0 });
}

export function bookingTenantsQueryOptions(tenantName: string) {
  return queryOptions({
    queryKey: [...bookingsKey, 'tenants', tenantName],
    queryFn: () => getBookingTenants(tenantName),
    placeholderData: keepPreviousData,
  });
}

export function useBookingTenants(tenantName: string) {
  return useQuery(bookingTenantsQueryOptions(tenantName));
}
