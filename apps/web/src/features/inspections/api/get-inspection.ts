import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

/** One inspection: its items, photos, the check-in state beside a check-out's, the deposit held. */
export function getInspection(inspectionId: number) {
  return apiCall(paths.inspection.getById, { inspectionId });
}

export function useInspection(inspectionId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: inspectionKeys.one(inspectionId ?? 0),
      queryFn: () => getInspection(inspectionId ?? 0),
      enabled: inspectionId !== null,
    }),
  );
}
