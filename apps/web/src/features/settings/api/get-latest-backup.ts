import { paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { backupKeys } from './backup-keys';

export function getLatestBackup() {
  return apiCall(paths.backup.getLatest, {});
}

export function useLatestBackup(enabled: boolean) {
  return useQuery({ queryKey: backupKeys.latest(), queryFn: getLatestBackup, enabled });
}
