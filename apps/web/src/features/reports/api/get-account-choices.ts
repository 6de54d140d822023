import { MAX_PAGE_SIZE, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/**
 * Every charge type and expense category, deleted ones too (their money stays in the months it
 * came in or went out): each may be given its own account of the journal.
 */
export function getChargeTypesToAccount() {
  return apiCall(paths.chargeType.getList, { pageSize: MAX_PAGE_SIZE, pageIndex: 0 });
}

export function getExpenseCategoriesToAccount() {
  return apiCall(paths.expenseCategory.getList, { expenseCategoryName: '', pageSize: MAX_PAGE_SIZE, pageIndex: 0 });
}

export function useChargeTypesToAccount() {
  return useQuery(queryOptions({ queryKey: reportKeys.chargeTypes(), queryFn: getChargeTypesToAccount }));
}

export function useExpenseCategoriesToAccount() {
  return useQuery(queryOptions({ queryKey: reportKeys.expenseCategories(), queryFn: getExpenseCategoriesToAccount }));
}
