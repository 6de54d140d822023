import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleEmployeeStatus(input: { employeeId: number; status: 1 | 2 }) {
  return apiCall(paths.employee.delete, input);
}

export const useToggleEmployeeStatus = () => useChange('employees', toggleEmployeeStatus);
