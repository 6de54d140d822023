import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createBackup() {
  return apiCall(paths.backup.create, {});
}

export function useCreateBackup() {
  return useChange('backups', createBackup);
}
