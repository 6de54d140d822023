import { FLOOR_PLAN_ROOM_LIMIT, paths } from '@kamar/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { floorPlanKeys } from './floor-plan-keys';

/** One part of the map: whole floors from `fromFloor` (the lowest when undefined), about FLOOR_PLAN_ROOM_LIMIT rooms. */
export function getFloorPlanPart(fromFloor: number | undefined) {
  return apiCall(paths.floorPlan.getFloorPlan, {
    roomLimit: FLOOR_PLAN_ROOM_LIMIT,
    ...(fromFloor === undefined ? {} : { fromFloor }),
  });
}

export function floorPlanQueryOptions() {
  // Occupancy changes all day: read it afresh every time the map opens. A building of many floors
  // comes in parts, the next one asked as the person reaches the end of the floors shown.
  return infiniteQueryOptions({
    queryKey: floorPlanKeys.plan(),
    queryFn: ({ pageParam }) => getFloorPlanPart(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextFloor ?? undefined,
    staleTime: 0,
  });
}

export function useFloorPlan() {
  return useInfiniteQuery(floorPlanQueryOptions());
}
