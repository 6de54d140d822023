import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { chargeTypeKeys } from './charge-type-keys';

export function getChargeType(chargeTypeId: number) {
  return apiCall(paths.chargeType.getById, { chargeTypeId });
}

export function chargeTypeQueryOptions(chargeTypeId: number | null) {
  return queryOptions({
    queryKey: chargeTypeKeys.one(chargeTypeId),
    queryFn: () => getChargeType(chargeTypeId ?? 0),
    enabled: chargeTypeId !== null,
  });
}
