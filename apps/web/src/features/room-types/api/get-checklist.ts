import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomTypeKeys } from './room-type-keys';

/** The room type's inspection checklist (the suggested one while it has none of its own). */
export function getChecklist(roomTypeId: number) {
  return apiCall(paths.inspection.getChecklist, { roomTypeId });
}

export function useChecklist(roomTypeId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...roomTypeKeys.one(roomTypeId), 'checklist'] as const,
      queryFn: () => getChecklist(roomTypeId),
    }),
  );
}
