import { paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { topicKey } from '../../../lib/query-keys';

/** The business's name as its owner last saved it: the login screen greets with it before anyone signs in. */
export function useBusinessName() {
  return useQuery({
    queryKey: [...topicKey('businessProfile'), 'name'] as const,
    queryFn: () => apiCall(paths.setting.getBusinessName, {}),
    select: (data) => data.businessName,
    retry: 1,
  });
}
