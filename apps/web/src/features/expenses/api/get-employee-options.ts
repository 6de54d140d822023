import { MAX_PAGE_SIZE, paths, RecordStatus } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expensesKey } from './get-expenses';

/** The employees a Human Resource expense may name: active ones, as a lookup (page size 10000). */
export function getEmployeeOptions() {
  return apiCall(paths.employee.getList, {
    employeeName: '',
    status: RecordStatus.Active,
    pageSize: MAX_PAGE_SIZE,
    pageIndex: 0,
  });
}

export function employeeOptionsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: [...expensesKey, 'employee-options'],
    queryFn: getEmployeeOptions,
    enabled,
  });
}

export function useEmployeeOptions(enabled: boolean) {
  return useQuery(employeeOptionsQueryOptions(enabled));
}
