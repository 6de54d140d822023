import { type ChecklistUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Sets the room type's checklist; inspections already made keep their items. */
export function updateChecklist(input: ChecklistUpdateRequest) {
  return apiCall(paths.inspection.updateChecklist, input);
}

export const useUpdateChecklist = () => useChange('roomTypes', updateChecklist);
