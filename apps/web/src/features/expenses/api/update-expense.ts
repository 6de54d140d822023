import { type ExpenseUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updateExpense(input: ExpenseUpdateRequest) {
  return apiCall(paths.expense.update, input);
}

export const useUpdateExpense = () => useChange('expenses', updateExpense);
