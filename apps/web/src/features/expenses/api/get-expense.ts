import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expensesKey } from './get-expenses';

export function getExpense(expenseId: number) {
  return apiCall(paths.expense.getById, { expenseId });
}

export function expenseQueryOptions(expenseId: number | null) {
  return queryOptions({
    queryKey: [...expensesKey, 'one', expenseId],
    queryFn: () => getExpense(expenseId ?? 0),
    enabled: expenseId !== null,
  });
}

export function useExpense(expenseId: number | null) {
  return useQuery(expenseQueryOptions(expenseId));
}
