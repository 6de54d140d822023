import { type MonthlyReportRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** A month's numbers: one property's, or (none) every property's added up with each one beside. */
export function getMonthlyReport(request: MonthlyReportRequest) {
  return apiCall(paths.report.getMonthly, request);
}

export function useMonthlyReport(request: MonthlyReportRequest) {
  // The month before stays on screen while the next one's figures are on their way.
  return useQuery(
    queryOptions({
      queryKey: reportKeys.monthly(request),
      queryFn: () => getMonthlyReport(request),
      placeholderData: keepPreviousData,
    }),
  );
}
