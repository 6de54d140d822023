import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export function createBackup() {
  return apiCall(paths.backup.create, {});
}

/** A backup now; the panel reads the overview again either way, since a failed backup is recorded too. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBackup, onSettled: () => invalidateAfter(queryClient, 'backups') });
}
