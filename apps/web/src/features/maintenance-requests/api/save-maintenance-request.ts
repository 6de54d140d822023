import { type MaintenanceRequestCreateRequest, type MaintenanceRequestUpdateRequest, paths } from '@kamar/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';
import { uploadMaintenancePhoto } from './upload-maintenance-photo';

/** MaintenanceRequest/Create, then the photos taken on the form, one by one (each its own upload). */
export async function createMaintenanceRequest(input: MaintenanceRequestCreateRequest, photos: File[] = []) {
  const saved = await apiCall(paths.maintenanceRequest.create, input);
  for (const photo of photos) await uploadMaintenancePhoto({ maintenanceRequestId: saved.maintenanceRequestId, photo });
  return saved;
}

export function updateMaintenanceRequest(input: MaintenanceRequestUpdateRequest) {
  return apiCall(paths.maintenanceRequest.update, input);
}

/** A repair's save changes the repairs and may change its room's status (out of service): both are read again. */
async function refresh(queryClient: QueryClient) {
  await Promise.all([invalidateAfter(queryClient, 'maintenanceRequests'), invalidateAfter(queryClient, 'rooms')]);
}

export function useUpdateMaintenanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMaintenanceRequest, onSuccess: () => refresh(queryClient) });
}

export function useCreateMaintenanceRequest() {
  const queryClient = useQueryClient();
  return {
    async mutateAsync(input: MaintenanceRequestCreateRequest, photos: File[]) {
      try {
        return await createMaintenanceRequest(input, photos);
      } finally {
        await refresh(queryClient);
      }
    },
  };
}
