import { type Inspection, type InspectionUpdateRequest, paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';
import { inspectionKeys } from './inspection-keys';

/** Items' conditions and notes, or completing it: answers the inspection as it now is. */
export function updateInspection(input: InspectionUpdateRequest) {
  return apiCall(paths.inspection.update, input);
}

/** The answer is put on screen at once (its new rowVersion is what the next change sends). */
export function useUpdateInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInspection,
    onSuccess: async (saved: Inspection) => {
      queryClient.setQueryData(inspectionKeys.one(saved.inspectionId), saved);
      await invalidateAfter(queryClient, 'inspections');
    },
  });
}
