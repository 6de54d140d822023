import { type MeterReadingListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { meterReadingKeys } from './meter-reading-keys';

export function getMeterReadings(request: MeterReadingListRequest) {
  return apiCall(paths.meterReading.getList, request);
}

export function meterReadingsQueryOptions(request: MeterReadingListRequest) {
  return queryOptions({
    queryKey: meterReadingKeys.list(request),
    queryFn: () => getMeterReadings(request),
    placeholderData: keepPreviousData,
  });
}

export function useMeterReadings(request: MeterReadingListRequest) {
  return useQuery(meterReadingsQueryOptions(request));
}
