import { MAX_PAGE_SIZE, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** Spec section 7: a booking's payment history loads with page size 10000, page 0. */
export function getBookingPayments(bookingId: number) {
  return apiCall(paths.payment.getPaymentByBookingId, { bookingId, pageSize: MAX_PAGE_SIZE, pageIndex: 0 });
}

export function bookingPaymentsQueryOptions(bookingId: number) {
  return queryOptions({ queryKey: bookingKeys.payments(bookingId), queryFn: () => getBookingPayments(bookingId) });
}

export function useBookingPayments(bookingId: number) {
  return useQuery(bookingPaymentsQueryOptions(bookingId));
}
