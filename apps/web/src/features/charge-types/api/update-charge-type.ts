import { type ChargeTypeUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updateChargeType(input: ChargeTypeUpdateRequest) {
  return apiCall(paths.chargeType.update, input);
}

export const useUpdateChargeType = () => useChange('chargeTypes', updateChargeType);
