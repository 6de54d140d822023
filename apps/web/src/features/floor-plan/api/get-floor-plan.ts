import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { floorPlanKeys } from './floor-plan-keys';

export function getFloorPlan() {
  return apiCall(paths.floorPlan.getFloorPlan, {});
}

export function floorPlanQueryOptions() {
  // Occupancy changes all day: read it afresh every time the map opens.
  return queryOptions({ queryKey: floorPlanKeys.plan(), queryFn: getFloorPlan, staleTime: 0 });
}

export function useFloorPlan() {
  return useQuery(floorPlanQueryOptions());
}
