import { ChargeKind, MAX_PAGE_SIZE, paths, RecordStatus } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/**
 * The charge types a stay's charge may be of: in use, of the stay's property or of every property,
 * billed per period or once (metered ones are billed from meter readings).
 */
export async function getChargeTypeChoices(propertyId: number) {
  const types = await apiCall(paths.chargeType.getList, {
    propertyId,
    status: RecordStatus.Active,
    pageSize: MAX_PAGE_SIZE,
    pageIndex: 0,
  });
  return types.listData.filter((type) => type.chargeKind !== ChargeKind.Metered);
}

/** Asked once the stay's property is known. */
export function useChargeTypeChoices(propertyId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: bookingKeys.chargeTypeChoices(propertyId ?? 0),
      queryFn: () => getChargeTypeChoices(propertyId ?? 0),
      enabled: propertyId !== undefined,
    }),
  );
}
