import { paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const backupsKey = ['backups'] as const;

export function getLatestBackup() {
  return apiCall(paths.backup.getLatest, {});
}

export function useLatestBackup(enabled: boolean) {
  return useQuery({ queryKey: [...backupsKey, 'latest'], queryFn: getLatestBackup, enabled });
}
