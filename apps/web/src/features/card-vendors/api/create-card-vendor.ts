import { type CardVendorCreateRequest, paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cardVendorsKey } from './get-card-vendors';

export function createCardVendor(input: CardVendorCreateRequest) {
  return apiCall(paths.cardVendor.create, input);
}

export function useCreateCardVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCardVendor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardVendorsKey }),
  });
}
