import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** A stay's charge stopped: its lines come off the bills not yet paid. */
export function stopStayCharge(stayChargeId: number) {
  return apiCall(paths.stayCharge.delete, { stayChargeId });
}

export const useStopStayCharge = () => useChange('bookings', stopStayCharge);
