import { paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expensesKey } from './get-expenses';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleExpenseStatus(input: { expenseId: number; status: 1 | 2 }) {
  return apiCall(paths.expense.delete, input);
}

export function useToggleExpenseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleExpenseStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}
