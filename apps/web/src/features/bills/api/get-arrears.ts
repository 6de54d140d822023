import { type ArrearsRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { billKeys } from './bill-keys';

export function getArrears(request: ArrearsRequest) {
  return apiCall(paths.bill.getArrears, request);
}

export function useArrears(request: ArrearsRequest) {
  return useQuery(
    queryOptions({
      queryKey: billKeys.arrears(request),
      queryFn: () => getArrears(request),
      placeholderData: keepPreviousData,
    }),
  );
}
