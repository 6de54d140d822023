import type { MonthlyReportRequest, TrendRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const reportKeys = {
  all: topicKey('reports'),
  monthly: (request: MonthlyReportRequest) => [...reportKeys.all, 'monthly', request] as const,
  trend: (request: TrendRequest) => [...reportKeys.all, 'trend', request] as const,
  /** The tax figure's settings and the journal's accounts: business settings. */
  settings: () => [...topicKey('settings'), 'report'] as const,
  /** The charge types and expense categories to give accounts: read from them. */
  chargeTypes: () => [...topicKey('chargeTypes'), 'reportAccounts'] as const,
  expenseCategories: () => [...topicKey('expenseCategories'), 'reportAccounts'] as const,
};
