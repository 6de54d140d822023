import { paths, type SENDING_CHANNELS } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export interface TestMessage {
  channel: (typeof SENDING_CHANNELS)[number];
  to: string;
}

/** Sends a test through a channel now; answers what the provider said. It is logged: a change of the log. */
export function sendTestMessage(input: TestMessage) {
  return apiCall(paths.messageChannel.sendTest, input);
}

export const useSendTestMessage = () => useChange('messages', sendTestMessage);
