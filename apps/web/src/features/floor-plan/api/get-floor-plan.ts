import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Bookings invalidate this key after every change, so the map never shows a stale occupancy. */
export const floorPlanKey = ['floor-plan'] as const;

export function getFloorPlan() {
  return apiCall(paths.floorPlan.getFloorPlan, {});
}

export function floorPlanQueryOptions() {
  return queryOptions({ queryKey: floorPlanKey, queryFn: getFloorPlan, staleTime: 0 });
}

export function useFloorPlan() {
  return useQuery(floorPlanQueryOptions());
}
