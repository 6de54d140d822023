import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleChargeTypeStatus(input: { chargeTypeId: number; status: 1 | 2 }) {
  return apiCall(paths.chargeType.delete, input);
}

export const useToggleChargeTypeStatus = () => useChange('chargeTypes', toggleChargeTypeStatus);
