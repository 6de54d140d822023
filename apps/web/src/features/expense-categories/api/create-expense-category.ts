import { type ExpenseCategoryCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function createExpenseCategory(input: ExpenseCategoryCreateRequest) {
  return apiCall(paths.expenseCategory.create, input);
}

export const useCreateExpenseCategory = () => useChange('expenseCategories', createExpenseCategory);
