import { type ChargeTypeListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { chargeTypeKeys } from './charge-type-keys';

export function getChargeTypes(request: ChargeTypeListRequest) {
  return apiCall(paths.chargeType.getList, request);
}

export function chargeTypesQueryOptions(request: ChargeTypeListRequest) {
  return queryOptions({
    queryKey: chargeTypeKeys.list(request),
    queryFn: () => getChargeTypes(request),
    placeholderData: keepPreviousData,
  });
}

export function useChargeTypes(request: ChargeTypeListRequest) {
  return useQuery(chargeTypesQueryOptions(request));
}
