import { type ExpenseUpdateRequest, paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expensesKey } from './get-expenses';

export function updateExpense(input: ExpenseUpdateRequest) {
  return apiCall(paths.expense.update, input);
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}
