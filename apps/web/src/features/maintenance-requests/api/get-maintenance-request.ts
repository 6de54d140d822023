import { paths, RecordStatus } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { maintenanceRequestKeys } from './maintenance-request-keys';

export function getMaintenanceRequest(maintenanceRequestId: number) {
  return apiCall(paths.maintenanceRequest.getById, { maintenanceRequestId });
}

/**
 * The request as the form page reads a record: a repair is never deleted, so its record status is
 * always Active (its own state is `requestStatus`).
 */
export function maintenanceRequestQueryOptions(maintenanceRequestId: number | null) {
  return queryOptions({
    queryKey: maintenanceRequestKeys.one(maintenanceRequestId),
    queryFn: async () => ({
      ...(await getMaintenanceRequest(maintenanceRequestId ?? 0)),
      status: RecordStatus.Active as number,
    }),
    enabled: maintenanceRequestId !== null,
  });
}
