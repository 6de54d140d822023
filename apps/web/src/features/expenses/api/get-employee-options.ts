import { MAX_PAGE_SIZE, paths, RecordStatus } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';

/** The employees a Human Resource expense may name: active ones, as a lookup (page size 10000). */
export function getEmployeeOptions() {
  return apiCall(paths.employee.getList, {
    employeeName: '',
    status: RecordStatus.Active,
    pageSize: MAX_PAGE_SIZE,
    pageIndex: 0,
  });
}

/** Asked only while an employee may be chosen. */
export function useEmployeeOptions(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: expenseKeys.employeeOptions(), queryFn: getEmployeeOptions, enabled }));
}
