import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const dashboardKey = ['dashboard'] as const;

/** The server decides "this month" in business time; the spec's month fields are not needed. */
export function getDashboardInfo() {
  return apiCall(paths.dashboard.getDashboardInfo, {});
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardKey, queryFn: getDashboardInfo });
}

export function useDashboardInfo() {
  return useQuery(dashboardQueryOptions());
}
