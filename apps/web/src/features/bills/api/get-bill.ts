import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { billKeys } from './bill-keys';

export function getBill(billId: number) {
  return apiCall(paths.bill.getById, { billId });
}

export function useBill(billId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: billKeys.one(billId ?? 0),
      queryFn: () => getBill(billId ?? 0),
      enabled: billId !== null,
    }),
  );
}
