import { paths } from '@kamar/contract';
import { apiCall } from '../../lib/api-client';
import { useChange } from '../../lib/query-keys';

/**
 * Records that a WhatsApp reminder of this bill is being sent (Reminder/Record) and answers the
 * reminder to open, carrying the bill's share link.
 * `wholeStay`: a stay row's reminder, asking for all the stay owes.
 */
export async function sendReminder(input: { billId: number; wholeStay: boolean }) {
  return (await apiCall(paths.reminder.record, input)).whatsappUrl;
}

export function useSendReminder() {
  const change = useChange('reminders', sendReminder);
  return (billId: number, wholeStay: boolean) => change.mutateAsync({ billId, wholeStay });
}

/**
 * Opens WhatsApp with the message the tap answers. The window is opened at the tap itself (a
 * browser lets only a tap open one), then sent to the message once the server has answered;
 * `shown` (the list's message) is where it goes if the answer has none.
 */
export function openWhatsapp(send: () => Promise<string | null>, shown: string, onError: (error: unknown) => void) {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  send().then(
    (url) => {
      if (opened) opened.location.href = url ?? shown;
      else window.location.href = url ?? shown;
    },
    (error: unknown) => {
      opened?.close();
      onError(error);
    },
  );
}
