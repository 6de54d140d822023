import { BillStatus, MAX_PAGE_SIZE, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { topicKey } from '../../../lib/query-keys';

/** The stay's bills still owed: what a deposit return may deduct. */
export function getOpenBills(bookingId: number) {
  return apiCall(paths.bill.getByBookingId, { bookingId, pageSize: MAX_PAGE_SIZE, pageIndex: 0 });
}

export function useOpenBills(bookingId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...topicKey('bills'), 'deposit-deductions', bookingId] as const,
      queryFn: () => getOpenBills(bookingId ?? 0),
      enabled: bookingId !== null,
      select: (data) =>
        data.listData.filter((b) => b.billStatus === BillStatus.Unpaid || b.billStatus === BillStatus.PartiallyPaid),
    }),
  );
}
