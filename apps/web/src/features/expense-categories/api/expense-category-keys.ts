import type { ExpenseCategoryListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const expenseCategoryKeys = {
  all: topicKey('expenseCategories'),
  list: (request: ExpenseCategoryListRequest) => [...expenseCategoryKeys.all, 'list', request] as const,
  one: (expenseCategoryId: number | null) => [...expenseCategoryKeys.all, 'one', expenseCategoryId] as const,
};
