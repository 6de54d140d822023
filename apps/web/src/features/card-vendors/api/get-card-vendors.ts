import { type CardVendorListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cardVendorKeys } from './card-vendor-keys';

export function getCardVendors(request: CardVendorListRequest) {
  return apiCall(paths.cardVendor.getList, request);
}

export function cardVendorsQueryOptions(request: CardVendorListRequest) {
  return queryOptions({
    queryKey: cardVendorKeys.list(request),
    queryFn: () => getCardVendors(request),
    placeholderData: keepPreviousData,
  });
}

export function useCardVendors(request: CardVendorListRequest) {
  return useQuery(cardVendorsQueryOptions(request));
}
