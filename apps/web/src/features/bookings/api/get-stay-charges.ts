import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** A stay's charges, running first, with the bills each is on. */
export function getStayCharges(bookingId: number) {
  return apiCall(paths.stayCharge.getList, { bookingId });
}

export function useStayCharges(bookingId: number) {
  return useQuery(queryOptions({ queryKey: bookingKeys.charges(bookingId), queryFn: () => getStayCharges(bookingId) }));
}
