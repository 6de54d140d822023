import { type ExpenseCreateRequest, paths } from '@kamar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expensesKey } from './get-expenses';

export function createExpense(input: ExpenseCreateRequest) {
  return apiCall(paths.expense.create, input);
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKey }),
  });
}
