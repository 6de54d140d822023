import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Delete / Undelete, sent with the status the person saw. */
export function togglePropertyStatus(input: { propertyId: number; status: 1 | 2 }) {
  return apiCall(paths.property.delete, input);
}

export const useTogglePropertyStatus = () => useChange('properties', togglePropertyStatus);
