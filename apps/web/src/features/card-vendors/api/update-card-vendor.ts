import { type CardVendorUpdateRequest, paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cardVendorsKey } from './get-card-vendors';

export function updateCardVendor(input: CardVendorUpdateRequest) {
  return apiCall(paths.cardVendor.update, input);
}

export function useUpdateCardVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCardVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardVendorsKey }),
  });
}
