import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Active <-> Deleted, sent with the status the person saw (409 when someone else changed it). */
export function toggleTenantStatus(input: { tenantId: number; status: 1 | 2 }) {
  return apiCall(paths.tenant.delete, input);
}

export const useToggleTenantStatus = () => useChange('tenants', toggleTenantStatus);
