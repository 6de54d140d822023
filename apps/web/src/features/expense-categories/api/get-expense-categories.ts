import { type ExpenseCategoryListRequest, paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expenseCategoryKeys } from './expense-category-keys';

export function getExpenseCategories(request: ExpenseCategoryListRequest) {
  return apiCall(paths.expenseCategory.getList, request);
}

export function expenseCategoriesQueryOptions(request: ExpenseCategoryListRequest) {
  return queryOptions({
    queryKey: expenseCategoryKeys.list(request),
    queryFn: () => getExpenseCategories(request),
    placeholderData: keepPreviousData,
  });
}

export function useExpenseCategories(request: ExpenseCategoryListRequest) {
  return useQuery(expenseCategoriesQueryOptions(request));
}
