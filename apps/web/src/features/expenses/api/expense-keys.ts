import type { ExpenseListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const expenseKeys = {
  all: topicKey('expenses'),
  list: (request: ExpenseListRequest) => [...expenseKeys.all, 'list', request] as const,
  one: (expenseId: number | null) => [...expenseKeys.all, 'one', expenseId] as const,
  /** Employees a Human Resource expense may name: read from the employees. */
  employeeOptions: () => [...topicKey('employees'), 'options'] as const,
  /** Categories an expense may choose: read from the expense categories. */
  categoryOptions: () => [...topicKey('expenseCategories'), 'options'] as const,
};
