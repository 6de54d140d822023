import { type DepositListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { depositKeys } from './deposit-keys';

/** Spec section 7: the deposit list always sends paymentType 1. */
export function getDeposits(request: DepositListRequest) {
  return apiCall(paths.depositReturned.getList, { ...request, paymentType: 1 });
}

export function depositsQueryOptions(request: DepositListRequest) {
  return queryOptions({
    queryKey: depositKeys.list(request),
    queryFn: () => getDeposits(request),
    placeholderData: keepPreviousData,
  });
}

export function useDeposits(request: DepositListRequest) {
  return useQuery(depositsQueryOptions(request));
}
