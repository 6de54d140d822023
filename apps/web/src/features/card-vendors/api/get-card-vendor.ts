import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cardVendorKeys } from './card-vendor-keys';

export function getCardVendor(cardVendorId: number) {
  return apiCall(paths.cardVendor.getById, { cardVendorId });
}

export function cardVendorQueryOptions(cardVendorId: number | null) {
  return queryOptions({
    queryKey: cardVendorKeys.one(cardVendorId),
    queryFn: () => getCardVendor(cardVendorId ?? 0),
    enabled: cardVendorId !== null,
  });
}
