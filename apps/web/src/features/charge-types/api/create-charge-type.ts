import { type ChargeTypeCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createChargeType(input: ChargeTypeCreateRequest) {
  return apiCall(paths.chargeType.create, input);
}

export const useCreateChargeType = () => useChange('chargeTypes', createChargeType);
