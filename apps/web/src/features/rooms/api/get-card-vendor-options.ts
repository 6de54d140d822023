import { MAX_PAGE_SIZE, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { roomKeys } from './room-keys';

/** The room form's Card Vendor choices: active card vendors (pageSize 10000, like every lookup). */
export function getCardVendorOptions() {
  return apiCall(paths.cardVendor.getList, { cardVendorName: '', status: 1, pageSize: MAX_PAGE_SIZE, pageIndex: 0 });
}

export function useCardVendorOptions() {
  return useQuery(queryOptions({ queryKey: roomKeys.cardVendorOptions(), queryFn: getCardVendorOptions }));
}
