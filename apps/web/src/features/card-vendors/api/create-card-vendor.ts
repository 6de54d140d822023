import { type CardVendorCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createCardVendor(input: CardVendorCreateRequest) {
  return apiCall(paths.cardVendor.create, input);
}

export const useCreateCardVendor = () => useChange('cardVendors', createCardVendor);
