import { MAX_PAGE_SIZE, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { propertyKeys } from './property-keys';

/** The active properties the caller works in (every one for an owner), by name. */
export function getActiveProperties() {
  return apiCall(paths.property.getList, { propertyName: '', status: 1, pageSize: MAX_PAGE_SIZE, pageIndex: 0 });
}

export const activePropertiesQueryOptions = () =>
  queryOptions({ queryKey: propertyKeys.active(), queryFn: getActiveProperties, staleTime: 60_000 });

export function useActiveProperties() {
  return useQuery(activePropertiesQueryOptions());
}
