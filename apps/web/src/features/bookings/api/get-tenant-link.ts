import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** The stay's page for its tenant: its live link, else a new one in the asker's name (a change, audited). */
export function getTenantLink(bookingId: number) {
  return apiCall(paths.booking.getTenantLink, { bookingId });
}

export const useGetTenantLink = () => useChange('shareLinks', getTenantLink);

/** Ends every live link to the stay's page; the next getTenantLink makes a new one. */
export function revokeTenantLink(bookingId: number) {
  return apiCall(paths.booking.revokeTenantLink, { bookingId });
}

export const useRevokeTenantLink = () => useChange('shareLinks', revokeTenantLink);
