import { DEFAULT_PAGE_SIZE } from '@kamar/contract';
import { useMemo } from 'react';
import { useCurrentProperty, withProperty } from '../../lib/current-property';
import type { FilterSpecs } from './list-filters';
import { type ListParams, useListParams } from './use-list-params';

/**
 * A list of what belongs to a property (directly or through its room): its filters and page from
 * the address, and the top bar's property in its request and export.
 */
export function usePropertyListParams<F extends FilterSpecs>(
  specs: F,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): ListParams<F> & { request: { propertyId?: number } } {
  const params = useListParams(specs, defaultPageSize);
  const { propertyId, several } = useCurrentProperty();
  const request = useMemo(() => withProperty(params.request, propertyId), [params.request, propertyId]);
  return { ...params, request, property: { propertyId, several } };
}
