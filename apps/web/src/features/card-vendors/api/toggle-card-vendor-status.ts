import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cardVendorsKey } from './get-card-vendors';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleCardVendorStatus(input: { cardVendorId: number; status: 1 | 2 }) {
  return apiCall(paths.cardVendor.delete, input);
}

export function useToggleCardVendorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCardVendorStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardVendorsKey }),
  });
}
