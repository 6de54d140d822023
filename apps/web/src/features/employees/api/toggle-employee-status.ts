import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { employeesKey } from './get-employees';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleEmployeeStatus(input: { employeeId: number; status: 1 | 2 }) {
  return apiCall(paths.employee.delete, input);
}

export function useToggleEmployeeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleEmployeeStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesKey }),
  });
}
