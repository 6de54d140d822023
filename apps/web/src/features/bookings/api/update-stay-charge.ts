import { paths, type StayChargeUpdateRequest } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** A stay's charge changed: its lines on bills not yet paid follow. */
export function updateStayCharge(input: StayChargeUpdateRequest) {
  return apiCall(paths.stayCharge.update, input);
}

export const useUpdateStayCharge = () => useChange('bookings', updateStayCharge);
