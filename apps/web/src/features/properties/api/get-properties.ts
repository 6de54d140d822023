import { type PropertyListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { propertyKeys } from './property-keys';

export function getProperties(request: PropertyListRequest) {
  return apiCall(paths.property.getList, request);
}

export function propertiesQueryOptions(request: PropertyListRequest) {
  return queryOptions({
    queryKey: propertyKeys.list(request),
    queryFn: () => getProperties(request),
    placeholderData: keepPreviousData,
  });
}

export function useProperties(request: PropertyListRequest) {
  return useQuery(propertiesQueryOptions(request));
}
