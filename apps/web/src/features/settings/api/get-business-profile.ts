import { paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { businessProfileKeys } from './business-profile-keys';

export function getBusinessProfile() {
  return apiCall(paths.setting.getBusinessProfile, {});
}

/** The profile changes rarely; every screen that shows the business name shares this one answer. */
export function useBusinessProfile(enabled = true) {
  return useQuery({
    queryKey: businessProfileKeys.profile(),
    queryFn: getBusinessProfile,
    enabled,
    staleTime: 5 * 60_000,
  });
}
