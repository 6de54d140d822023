import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { propertyKeys } from './property-keys';

export function getProperty(propertyId: number) {
  return apiCall(paths.property.getById, { propertyId });
}

export function propertyQueryOptions(propertyId: number | null) {
  return queryOptions({
    queryKey: propertyKeys.one(propertyId),
    queryFn: () => getProperty(propertyId ?? 0),
    enabled: propertyId !== null,
  });
}
