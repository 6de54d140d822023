import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { currentProperty, useCurrentProperty } from '../../../lib/current-property';
import { askEarly, unlessAskedEarly } from '../../../lib/early-query';
import { dashboardKeys } from './dashboard-keys';

/**
 * The server decides "this month" in business time; the spec's month fields are not needed. One
 * property's figures when one is picked in the top bar, every property added up otherwise.
 */
export function getDashboardInfo(propertyId: number) {
  return apiCall(paths.dashboard.getDashboardInfo, propertyId ? { propertyId } : {});
}

export function dashboardQueryOptions(propertyId: number) {
  // What needs doing today changes all day: read it afresh every time the screen opens.
  return queryOptions({
    queryKey: dashboardKeys.info(propertyId),
    queryFn: () => getDashboardInfo(propertyId),
    staleTime: 0,
    refetchOnMount: unlessAskedEarly,
  });
}

/** The dashboard's figures, asked for before the screen has arrived (a route loader). */
export const askDashboardEarly = () => askEarly(dashboardQueryOptions(currentProperty.get()));

export function useDashboardInfo() {
  return useQuery(dashboardQueryOptions(useCurrentProperty().propertyId));
}
