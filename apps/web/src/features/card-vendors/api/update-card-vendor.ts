import { type CardVendorUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updateCardVendor(input: CardVendorUpdateRequest) {
  return apiCall(paths.cardVendor.update, input);
}

export const useUpdateCardVendor = () => useChange('cardVendors', updateCardVendor);
