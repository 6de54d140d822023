import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Removes a category no expense names (the server refuses one in use). */
export function removeExpenseCategory(input: { expenseCategoryId: number }) {
  return apiCall(paths.expenseCategory.remove, input);
}

export const useRemoveExpenseCategory = () => useChange('expenseCategories', removeExpenseCategory);
