import { type MaintenanceRequestListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { maintenanceRequestKeys } from './maintenance-request-keys';

export function getMaintenanceRequests(request: MaintenanceRequestListRequest) {
  return apiCall(paths.maintenanceRequest.getList, request);
}

export function useMaintenanceRequests(request: MaintenanceRequestListRequest) {
  return useQuery(
    queryOptions({
      queryKey: maintenanceRequestKeys.list(request),
      queryFn: () => getMaintenanceRequests(request),
      placeholderData: keepPreviousData,
    }),
  );
}
