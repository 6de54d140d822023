import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Delete (disable) / Undelete, sent with the status the person saw. */
export function toggleExpenseCategoryStatus(input: { expenseCategoryId: number; status: 1 | 2 }) {
  return apiCall(paths.expenseCategory.delete, input);
}

export const useToggleExpenseCategoryStatus = () => useChange('expenseCategories', toggleExpenseCategoryStatus);
