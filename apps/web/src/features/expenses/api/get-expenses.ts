import { type ExpenseListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';

export function getExpenses(request: ExpenseListRequest) {
  return apiCall(paths.expense.getList, request);
}

export function expensesQueryOptions(request: ExpenseListRequest) {
  return queryOptions({
    queryKey: expenseKeys.list(request),
    queryFn: () => getExpenses(request),
    placeholderData: keepPreviousData,
  });
}

export function useExpenses(request: ExpenseListRequest) {
  return useQuery(expensesQueryOptions(request));
}
