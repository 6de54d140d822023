import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

/** The business's rules (0), or a property's: its own, or the business's it follows. */
export function getReminderRules(propertyId: number) {
  return apiCall(paths.reminder.getRules, propertyId ? { propertyId } : {});
}

export function useReminderRules(propertyId: number) {
  return useQuery(
    queryOptions({ queryKey: messagingKeys.rules(propertyId), queryFn: () => getReminderRules(propertyId) }),
  );
}
