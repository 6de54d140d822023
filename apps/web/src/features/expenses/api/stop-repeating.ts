import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Stops a monthly expense; the entries made stay. */
export function stopRepeating(input: { recurringExpenseId: number }) {
  return apiCall(paths.expense.stopRepeating, input);
}

export const useStopRepeating = () => useChange('expenses', stopRepeating);
