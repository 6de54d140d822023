import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** A photo no longer shown on its item (the inspection still open). */
export function deleteInspectionPhoto(photoId: number) {
  return apiCall(paths.inspection.deletePhoto, { photoId });
}

export const useDeleteInspectionPhoto = () => useChange('inspections', deleteInspectionPhoto);
