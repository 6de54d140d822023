import { type MeterRoundRequest, paths } from '@kamar/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { meterReadingKeys } from './meter-reading-keys';

export function getMeterRound(request: MeterRoundRequest) {
  return apiCall(paths.meterReading.getRound, request);
}

export function meterRoundQueryOptions(request: MeterRoundRequest) {
  return queryOptions({
    queryKey: meterReadingKeys.round(request),
    queryFn: () => getMeterRound(request),
    // Another phone may be reading the same building: what is read is asked afresh on each visit.
    staleTime: 0,
  });
}

/** A round, once its property, meter type and date are chosen (null: not yet). */
export function useMeterRound(request: MeterRoundRequest | null) {
  return useQuery(
    request
      ? meterRoundQueryOptions(request)
      : { queryKey: meterReadingKeys.round({ propertyId: 0, chargeTypeId: 0, readingDate: '' }), queryFn: skipToken },
  );
}
