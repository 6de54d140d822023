import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';

export function getExpense(expenseId: number) {
  return apiCall(paths.expense.getById, { expenseId });
}

export function expenseQueryOptions(expenseId: number | null) {
  return queryOptions({
    queryKey: expenseKeys.one(expenseId),
    queryFn: () => getExpense(expenseId ?? 0),
    enabled: expenseId !== null,
  });
}
