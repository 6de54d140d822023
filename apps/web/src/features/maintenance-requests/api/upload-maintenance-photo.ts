import type { MAINTENANCE_PHOTO_FIELD } from '@kamar/contract';
import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFormCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';
import { maintenanceRequestKeys } from './maintenance-request-keys';

// The contract's part name by type only: its module holds the schemas, which stay out of the screen's JavaScript.
const PHOTO_PART: typeof MAINTENANCE_PHOTO_FIELD = 'photo';

export interface MaintenancePhotoInput {
  maintenanceRequestId: number;
  photo: File;
}

/** MaintenanceRequest/UploadPhoto: multipart, the request's id as text and the photo as its file part. */
export function uploadMaintenancePhoto({ maintenanceRequestId, photo }: MaintenancePhotoInput) {
  const form = new FormData();
  form.append('maintenanceRequestId', String(maintenanceRequestId));
  form.append(PHOTO_PART, photo, photo.name);
  return apiFormCall(paths.maintenanceRequest.uploadPhoto, form);
}

/** A photo added on the detail screen: shown from the file at once, the request read again. */
export function useUploadMaintenancePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMaintenancePhoto,
    onSuccess: async (saved, input) => {
      queryClient.setQueryData(maintenanceRequestKeys.photo(saved.photoURL), input.photo);
      await invalidateAfter(queryClient, 'maintenanceRequests');
    },
  });
}
