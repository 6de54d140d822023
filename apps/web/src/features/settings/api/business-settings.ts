import { type BusinessSettingsUpdate, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { topicKey, useChange } from '../../../lib/query-keys';

const businessSettingsKey = [...topicKey('settings'), 'business'] as const;

export function getBusinessSettings() {
  return apiCall(paths.setting.getBusinessSettings, {});
}

export function useBusinessSettings(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: businessSettingsKey, queryFn: getBusinessSettings, enabled }));
}

export function updateBusinessSettings(input: BusinessSettingsUpdate) {
  return apiCall(paths.setting.updateBusinessSettings, input);
}

export const useUpdateBusinessSettings = () => useChange('settings', updateBusinessSettings);
