import { MAX_PAGE_SIZE, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** A stay's bills, oldest first, with what it owes and its credit (page size as the payment history). */
export function getStayBills(bookingId: number) {
  return apiCall(paths.bill.getByBookingId, { bookingId, pageSize: MAX_PAGE_SIZE, pageIndex: 0 });
}

export function useStayBills(bookingId: number) {
  return useQuery(queryOptions({ queryKey: bookingKeys.bills(bookingId), queryFn: () => getStayBills(bookingId) }));
}
