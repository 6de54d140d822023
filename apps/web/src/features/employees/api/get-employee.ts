import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { employeesKey } from './get-employees';

export function getEmployee(employeeId: number) {
  return apiCall(paths.employee.getById, { employeeId });
}

export function employeeQueryOptions(employeeId: number | null) {
  return queryOptions({
    queryKey: [...employeesKey, 'one', employeeId],
    queryFn: () => getEmployee(employeeId ?? 0),
    enabled: employeeId !== null,
  });
}

export function useEmployee(employeeId: number | null) {
  return useQuery(employeeQueryOptions(employeeId));
}
