import type { METER_PHOTO_FIELD, MeterPhotoSaved } from '@kamar/contract';
import { paths } from '@kamar/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFormCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';
import { meterReadingKeys } from './meter-reading-keys';

// The contract's part name by type only: its module holds the schemas, which stay out of the round's JavaScript.
const PHOTO_PART: typeof METER_PHOTO_FIELD = 'photo';

export interface MeterPhotoInput {
  meterReadingId: number;
  photo: File;
}

/** MeterReading/UploadPhoto: multipart, the reading's id as text and the photo as its file part. */
export function uploadMeterPhoto({ meterReadingId, photo }: MeterPhotoInput) {
  const form = new FormData();
  form.append('meterReadingId', String(meterReadingId));
  form.append(PHOTO_PART, photo, photo.name);
  return apiFormCall(paths.meterReading.uploadPhoto, form);
}

/**
 * A photo kept: the file just sent is the photo at its new URL (the server's copy is the same
 * picture, re-encoded), so this device shows it without fetching it back over mobile data; the
 * round and the list are asked again for the reading's `photoURL`.
 */
export async function meterPhotoSaved(queryClient: QueryClient, saved: MeterPhotoSaved, photo: File) {
  queryClient.setQueryData(meterReadingKeys.photo(saved.photoURL), photo);
  await invalidateAfter(queryClient, 'meterReadings');
}

export function useUploadMeterPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMeterPhoto,
    onSuccess: (saved, input) => meterPhotoSaved(queryClient, saved, input.photo),
  });
}
