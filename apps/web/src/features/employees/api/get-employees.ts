import { type EmployeeListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export function getEmployees(request: EmployeeListRequest) {
  return apiCall(paths.employee.getList, request);
}

export function employeesQueryOptions(request: EmployeeListRequest) {
  return queryOptions({
    queryKey: employeeKeys.list(request),
    queryFn: () => getEmployees(request),
    placeholderData: keepPreviousData,
  });
}

export function useEmployees(request: EmployeeListRequest) {
  return useQuery(employeesQueryOptions(request));
}
