import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { tenantsKey } from './get-tenants';

/** Active <-> Deleted, sent with the status the person saw (409 when someone else changed it). */
export function toggleTenantStatus(input: { tenantId: number; status: 1 | 2 }) {
  return apiCall(paths.tenant.delete, input);
}

export function useToggleTenantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleTenantStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsKey }),
  });
}
