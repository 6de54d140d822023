import { BookingStatus, paths, RecordStatus } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { tenantKeys } from './tenant-keys';

/** Every stay of the tenant, newest first (Booking/GetList by tenant). */
export function getTenantStays(tenantId: number) {
  return apiCall(paths.booking.getList, { tenantId, pageSize: 1000, pageIndex: 0 });
}

/** The tenant's running stays: what deleting the tenant would leave behind. */
export async function getActiveStays(tenantId: number) {
  const page = await apiCall(paths.booking.getList, {
    tenantId,
    bookingStatus: BookingStatus.Active,
    status: RecordStatus.Active,
    pageSize: 10,
    pageIndex: 0,
  });
  return page.listData;
}

/** Every payment over the tenant's stays, newest first, with the total of the active ones. */
export function getTenantPayments(tenantId: number) {
  return apiCall(paths.payment.getPaymentByTenantId, { tenantId, pageSize: 10_000, pageIndex: 0 });
}

export const useTenantStays = (tenantId: number) =>
  useQuery(queryOptions({ queryKey: tenantKeys.stays(tenantId), queryFn: () => getTenantStays(tenantId) }));

export const useTenantPayments = (tenantId: number) =>
  useQuery(queryOptions({ queryKey: tenantKeys.payments(tenantId), queryFn: () => getTenantPayments(tenantId) }));
