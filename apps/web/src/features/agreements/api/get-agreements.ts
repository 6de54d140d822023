import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { agreementKeys } from './agreement-keys';

/** A stay's agreement versions, newest first, with their status and signatures. */
export function getAgreements(bookingId: number) {
  return apiCall(paths.agreement.getList, { bookingId });
}

export function useAgreements(bookingId: number) {
  return useQuery(queryOptions({ queryKey: agreementKeys.ofStay(bookingId), queryFn: () => getAgreements(bookingId) }));
}
