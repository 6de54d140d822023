import { type PropertyCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createProperty(input: PropertyCreateRequest) {
  return apiCall(paths.property.create, input);
}

export const useCreateProperty = () => useChange('properties', createProperty);
