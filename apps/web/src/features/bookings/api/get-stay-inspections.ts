import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { topicKey } from '../../../lib/query-keys';

/** A stay's inspections (check-in, check-out), to open them from the stay. */
export function getStayInspections(bookingId: number) {
  return apiCall(paths.inspection.getList, { bookingId, pageSize: 10 });
}

export function useStayInspections(bookingId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...topicKey('inspections'), 'stay', bookingId] as const,
      queryFn: () => getStayInspections(bookingId),
      enabled,
    }),
  );
}
