import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { askEarly, unlessAskedEarly } from '../../../lib/early-query';
import { dashboardKeys } from './dashboard-keys';

/** The server decides "this month" in business time; the spec's month fields are not needed. */
export function getDashboardInfo() {
  return apiCall(paths.dashboard.getDashboardInfo, {});
}

export function dashboardQueryOptions() {
  // What needs doing today changes all day: read it afresh every time the screen opens.
  return queryOptions({
    queryKey: dashboardKeys.info(),
    queryFn: getDashboardInfo,
    staleTime: 0,
    refetchOnMount: unlessAskedEarly,
  });
}

/** The dashboard's figures, asked for before the screen has arrived (a route loader). */
export const askDashboardEarly = () => askEarly(dashboardQueryOptions());

export function useDashboardInfo() {
  return useQuery(dashboardQueryOptions());
}
