import { type EmployeeCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createEmployee(input: EmployeeCreateRequest) {
  return apiCall(paths.employee.create, input);
}

export const useCreateEmployee = () => useChange('employees', createEmployee);
