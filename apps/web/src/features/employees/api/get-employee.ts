import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export function getEmployee(employeeId: number) {
  return apiCall(paths.employee.getById, { employeeId });
}

export function employeeQueryOptions(employeeId: number | null) {
  return queryOptions({
    queryKey: employeeKeys.one(employeeId),
    queryFn: () => getEmployee(employeeId ?? 0),
    enabled: employeeId !== null,
  });
}
