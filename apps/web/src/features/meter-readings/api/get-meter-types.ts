import { ChargeKind, MAX_PAGE_SIZE, paths, RecordStatus } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { meterReadingKeys } from './meter-reading-keys';

/** The meters of a property (0: of every property the caller sees): its active metered charge types. */
export function getMeterTypes(propertyId: number) {
  return apiCall(paths.chargeType.getList, {
    chargeKind: ChargeKind.Metered,
    status: RecordStatus.Active,
    pageIndex: 0,
    pageSize: MAX_PAGE_SIZE,
    ...(propertyId ? { propertyId } : {}),
  });
}

export function meterTypesQueryOptions(propertyId: number) {
  return queryOptions({
    queryKey: meterReadingKeys.meterTypes(propertyId),
    queryFn: () => getMeterTypes(propertyId),
    // A business adds a meter type once in a long while; a round on a phone asks once.
    staleTime: 5 * 60_000,
  });
}

/** The meters in the order the business added them (the first, Listrik by default, is a round's first choice). */
export function useMeterTypes(propertyId: number) {
  return useQuery({
    ...meterTypesQueryOptions(propertyId),
    select: (answer) => [...answer.listData].sort((a, b) => a.chargeTypeId - b.chargeTypeId),
  });
}
