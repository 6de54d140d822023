import { paths } from '@kamar/contract';
import { apiCall } from '../../lib/api-client';
import { useChange } from '../../lib/query-keys';

/** Records that a WhatsApp reminder of this bill was just sent (Reminder/Record). */
export function recordReminder(billId: number) {
  return apiCall(paths.reminder.record, { billId });
}

export const useRecordReminder = () => useChange('reminders', recordReminder);
