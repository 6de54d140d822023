import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Delete / Undelete, sent with the status the person saw. */
export function toggleExpenseStatus(input: { expenseId: number; status: 1 | 2 }) {
  return apiCall(paths.expense.delete, input);
}

export const useToggleExpenseStatus = () => useChange('expenses', toggleExpenseStatus);
