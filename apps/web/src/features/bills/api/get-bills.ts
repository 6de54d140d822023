import { type BillListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { billKeys } from './bill-keys';

export function getBills(request: BillListRequest) {
  return apiCall(paths.bill.getList, request);
}

export function useBills(request: BillListRequest) {
  return useQuery(
    queryOptions({
      queryKey: billKeys.list(request),
      queryFn: () => getBills(request),
      placeholderData: keepPreviousData,
    }),
  );
}
