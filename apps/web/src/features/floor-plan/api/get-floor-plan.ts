import { FLOOR_PLAN_ROOM_LIMIT, paths } from '@kamar/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useCurrentProperty } from '../../../lib/current-property';
import { floorPlanKeys } from './floor-plan-keys';

/**
 * One part of the map: whole floors from `fromFloor` (the lowest when undefined), about
 * FLOOR_PLAN_ROOM_LIMIT rooms; one property's floors when one is picked in the top bar.
 */
export function getFloorPlanPart(fromFloor: number | undefined, propertyId: number) {
  return apiCall(paths.floorPlan.getFloorPlan, {
    roomLimit: FLOOR_PLAN_ROOM_LIMIT,
    ...(fromFloor === undefined ? {} : { fromFloor }),
    ...(propertyId ? { propertyId } : {}),
  });
}

export function floorPlanQueryOptions(propertyId: number) {
  // Occupancy changes all day: read it afresh every time the map opens. A building of many floors
  // comes in parts, the next one asked as the person reaches the end of the floors shown.
  return infiniteQueryOptions({
    queryKey: floorPlanKeys.plan(propertyId),
    queryFn: ({ pageParam }) => getFloorPlanPart(pageParam, propertyId),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextFloor ?? undefined,
    staleTime: 0,
  });
}

export function useFloorPlan() {
  return useInfiniteQuery(floorPlanQueryOptions(useCurrentProperty().propertyId));
}
