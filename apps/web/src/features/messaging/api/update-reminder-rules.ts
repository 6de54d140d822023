import { paths, type ReminderRulesUpdate } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** The business's rules, or a property's own (ownRules false: it follows the business's again). */
export function updateReminderRules(input: ReminderRulesUpdate) {
  return apiCall(paths.reminder.updateRules, input);
}

export const useUpdateReminderRules = () => useChange('messages', updateReminderRules);
