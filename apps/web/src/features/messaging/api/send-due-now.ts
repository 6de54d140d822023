import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Queues now the reminders and receipts whose moment has come (the server also looks every few minutes). */
export function sendDueNow() {
  return apiCall(paths.reminder.sendDueNow, {});
}

export const useSendDueNow = () => useChange('messages', sendDueNow);
