import { type ExpenseCategoryUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updateExpenseCategory(input: ExpenseCategoryUpdateRequest) {
  return apiCall(paths.expenseCategory.update, input);
}

export const useUpdateExpenseCategory = () => useChange('expenseCategories', updateExpenseCategory);
