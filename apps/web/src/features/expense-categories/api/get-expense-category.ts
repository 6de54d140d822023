import { paths } from '@kamar/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expenseCategoryKeys } from './expense-category-keys';

export function getExpenseCategory(expenseCategoryId: number) {
  return apiCall(paths.expenseCategory.getById, { expenseCategoryId });
}

export function expenseCategoryQueryOptions(expenseCategoryId: number | null) {
  return queryOptions({
    queryKey: expenseCategoryKeys.one(expenseCategoryId),
    queryFn: () => getExpenseCategory(expenseCategoryId ?? 0),
    enabled: expenseCategoryId !== null,
  });
}
