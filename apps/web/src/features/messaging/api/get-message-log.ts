import { paths, type ReminderLogRequest } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

export function getMessageLog(request: ReminderLogRequest) {
  return apiCall(paths.reminder.getLog, request);
}

export function messageLogQueryOptions(request: ReminderLogRequest) {
  return queryOptions({
    queryKey: messagingKeys.log(request),
    queryFn: () => getMessageLog(request),
    placeholderData: keepPreviousData,
  });
}

export function useMessageLog(request: ReminderLogRequest) {
  return useQuery(messageLogQueryOptions(request));
}
