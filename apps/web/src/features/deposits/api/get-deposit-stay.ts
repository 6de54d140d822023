import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';

/** The stay a deposit belongs to: is the tenant still there? (asked before settling it) */
export function getDepositStay(bookingId: number) {
  return apiCall(paths.booking.getById, { bookingId });
}
