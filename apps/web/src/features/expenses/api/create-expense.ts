import { type ExpenseCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createExpense(input: ExpenseCreateRequest) {
  return apiCall(paths.expense.create, input);
}

export const useCreateExpense = () => useChange('expenses', createExpense);
