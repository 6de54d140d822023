import { type PropertyUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updateProperty(input: PropertyUpdateRequest) {
  return apiCall(paths.property.update, input);
}

export const useUpdateProperty = () => useChange('properties', updateProperty);
