import { type InspectionCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** A stay's check-in or check-out inspection: made from its room type's checklist, or the one it has. */
export function createInspection(input: InspectionCreateRequest) {
  return apiCall(paths.inspection.create, input);
}

export const useCreateInspection = () => useChange('inspections', createInspection);
