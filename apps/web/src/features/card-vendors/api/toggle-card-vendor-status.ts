import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleCardVendorStatus(input: { cardVendorId: number; status: 1 | 2 }) {
  return apiCall(paths.cardVendor.delete, input);
}

export const useToggleCardVendorStatus = () => useChange('cardVendors', toggleCardVendorStatus);
