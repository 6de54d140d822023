import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Records that a WhatsApp reminder was just sent for this stay (Reminder/Record). */
export function recordReminder(bookingId: number) {
  return apiCall(paths.reminder.record, { bookingId });
}

export const useRecordReminder = () => useChange('dashboard', recordReminder);
