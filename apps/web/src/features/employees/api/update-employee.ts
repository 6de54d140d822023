import { type EmployeeUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updateEmployee(input: EmployeeUpdateRequest) {
  return apiCall(paths.employee.update, input);
}

export const useUpdateEmployee = () => useChange('employees', updateEmployee);
