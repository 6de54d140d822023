import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cardVendorsKey } from './get-card-vendors';

export function getCardVendor(cardVendorId: number) {
  return apiCall(paths.cardVendor.getById, { cardVendorId });
}

export function cardVendorQueryOptions(cardVendorId: number | null) {
  return queryOptions({
    queryKey: [...cardVendorsKey, 'one', cardVendorId],
    queryFn: () => getCardVendor(cardVendorId ?? 0),
    enabled: cardVendorId !== null,
  });
}

export function useCardVendor(cardVendorId: number | null) {
  return useQuery(cardVendorQueryOptions(cardVendorId));
}
