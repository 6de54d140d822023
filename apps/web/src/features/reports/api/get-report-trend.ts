import { paths, type TrendRequest } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** The same figures month by month (YYYY-MM to YYYY-MM), for the charts. */
export function getReportTrend(request: TrendRequest) {
  return apiCall(paths.report.getTrend, request);
}

export function useReportTrend(request: TrendRequest) {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.trend(request),
      queryFn: () => getReportTrend(request),
      placeholderData: keepPreviousData,
    }),
  );
}
