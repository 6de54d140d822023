import { type EmailChannelUpdate, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Saves the SMTP settings; the password left empty keeps the stored one. */
export function updateEmailChannel(input: EmailChannelUpdate) {
  return apiCall(paths.messageChannel.updateEmail, input);
}

export const useUpdateEmailChannel = () => useChange('messages', updateEmailChannel);
