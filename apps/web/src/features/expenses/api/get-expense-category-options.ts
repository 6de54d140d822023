import { MAX_PAGE_SIZE, paths, RecordStatus } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';

/** The categories an expense may choose: active ones, as a lookup (page size 10000). */
export function getExpenseCategoryOptions() {
  return apiCall(paths.expenseCategory.getList, {
    expenseCategoryName: '',
    status: RecordStatus.Active,
    pageSize: MAX_PAGE_SIZE,
    pageIndex: 0,
  });
}

export function useExpenseCategoryOptions(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: expenseKeys.categoryOptions(), queryFn: getExpenseCategoryOptions, enabled }),
  );
}
