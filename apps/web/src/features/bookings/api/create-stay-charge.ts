import { paths, type StayChargeCreateRequest } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** A charge added to a stay: a line on its bills (every period's, or the next one's). */
export function createStayCharge(input: StayChargeCreateRequest) {
  return apiCall(paths.stayCharge.create, input);
}

// A stay's charges belong to its booking; its bills follow (topic rule, lib/query-keys.ts).
export const useCreateStayCharge = () => useChange('bookings', createStayCharge);
