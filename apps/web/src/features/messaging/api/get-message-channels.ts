import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

/** The WhatsApp Cloud API and SMTP settings; the secrets only as stored or not. */
export function getMessageChannels() {
  return apiCall(paths.messageChannel.get, {});
}

export function useMessageChannels() {
  return useQuery(queryOptions({ queryKey: messagingKeys.channels(), queryFn: getMessageChannels }));
}
