import { paths, type WhatsappChannelUpdate } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Saves the WhatsApp Cloud API settings; a secret left empty keeps the stored one. */
export function updateWhatsappChannel(input: WhatsappChannelUpdate) {
  return apiCall(paths.messageChannel.updateWhatsapp, input);
}

export const useUpdateWhatsappChannel = () => useChange('messages', updateWhatsappChannel);
