import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The room form's Card Vendor choices: active card vendors (pageSize 10000, like every lookup). */
export function getCardVendorOptions() {
  return apiCall(paths.cardVendor.getList, { cardVendorName: '', status: 1, pageSize: 10000, pageIndex: 0 });
}

export function cardVendorOptionsQueryOptions() {
  // Under the card vendors' key, so saving a vendor refreshes these choices too.
  return queryOptions({ queryKey: ['cardVendors', 'options'], queryFn: getCardVendorOptions });
}

export function useCardVendorOptions() {
  return useQuery(cardVendorOptionsQueryOptions());
}
