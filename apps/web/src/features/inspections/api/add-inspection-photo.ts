import type { INSPECTION_PHOTO_FIELD } from '@kamar/contract';
import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFormCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';
import { inspectionKeys } from './inspection-keys';

// The contract's part name by type only: its module holds the schemas, which stay out of the screen's JavaScript.
const PHOTO_PART: typeof INSPECTION_PHOTO_FIELD = 'photo';

export interface InspectionPhotoInput {
  inspectionItemId: number;
  photo: File;
}

/** Inspection/AddPhoto: multipart, the item's id as text and the photo as its file part. */
export function addInspectionPhoto({ inspectionItemId, photo }: InspectionPhotoInput) {
  const form = new FormData();
  form.append('inspectionItemId', String(inspectionItemId));
  form.append(PHOTO_PART, photo, photo.name);
  return apiFormCall(paths.inspection.addPhoto, form);
}

/** The file just sent is the photo at its new URL: shown without fetching it back over mobile data. */
export function useAddInspectionPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInspectionPhoto,
    onSuccess: async (saved, input) => {
      queryClient.setQueryData(inspectionKeys.photo(saved.photoURL), input.photo);
      await invalidateAfter(queryClient, 'inspections');
    },
  });
}
