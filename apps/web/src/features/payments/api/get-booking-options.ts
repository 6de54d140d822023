import { type BookingOptionsRequest, MAX_PAGE_SIZE, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** Spec section 9: lookup lists load with page size 10000. */
export function getBookingOptions(request: BookingOptionsRequest) {
  return apiCall(paths.payment.getBookingOptions, { pageSize: MAX_PAGE_SIZE, pageIndex: 0, ...request });
}

export function bookingOptionsQueryOptions(request: BookingOptionsRequest, enabled: boolean) {
  return queryOptions({
    queryKey: paymentKeys.bookingChoices(request),
    queryFn: () => getBookingOptions(request),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Asked only while a booking may be chosen. */
export function useBookingOptions(request: BookingOptionsRequest, enabled: boolean) {
  return useQuery(bookingOptionsQueryOptions(request, enabled));
}
