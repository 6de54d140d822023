import { paths, type TimelineRequest } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { timelineKeys } from './timeline-keys';

/** One property's rooms and the stays meeting the days `from` to `to`, each with what it owes now. */
export function getTimeline(request: TimelineRequest) {
  return apiCall(paths.booking.getTimeline, request);
}

/** Read afresh each time the screen opens (stays move all day); the last range stays drawn while the next comes. */
export function useTimeline(request: TimelineRequest, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: timelineKeys.range(request),
      queryFn: () => getTimeline(request),
      placeholderData: keepPreviousData,
      staleTime: 0,
      enabled,
    }),
  );
}
