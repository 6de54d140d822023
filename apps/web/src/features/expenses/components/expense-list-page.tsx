import type { ExpenseRow } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useAdminOnly } from '../../../components/feedback/use-admin-only';
import { ListPage } from '../../../components/list/list-page';
import { ListTotals } from '../../../components/list/list-totals';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusOptions } from '../../../components/list/status-options';
import { optionalNumber, useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { useExpenses } from '../api/get-expenses';
import { useToggleExpenseStatus } from '../api/toggle-expense-status';

const formPath = (expenseId: number | '', formType: 'Add' | 'Edit') =>
  `/expense/form?expenseId=${expenseId}&formType=${formType}`;

export function ExpenseListPage() {
  const { t } = useTranslation();
  const gate = useAdminOnly();
  // Spec: Date From defaults to the first day of this month, Date To to today.
  const today = dayjs().format('YYYY-MM-DD');
  const monthStart = dayjs().startOf('month').format('YYYY-MM-DD');
  const params = useListParams({ dateFrom: monthStart, dateTo: today, status: '1' });
  const expenses = useExpenses({
    dateFrom: params.filters.dateFrom,
    dateTo: params.filters.dateTo,
    status: optionalNumber(params.filters.status) as 1 | 2 | undefined,
    pageSize: params.pageSize,
    pageIndex: params.pageIndex,
  });
  const toggleStatus = useToggleExpenseStatus();
  const statusAction = useStatusActions<ExpenseRow>({
    toggle: (row) => toggleStatus.mutateAsync({ expenseId: row.expenseId, status: row.status }),
  });

  if (!gate.allowed) return <Loading />;
  const statusBadge = (row: ExpenseRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );
  const category = (row: ExpenseRow) =>
    `${t(`enums.expenseCategory.${row.expenseCategory}`)}${row.employeeName ? ` (${row.employeeName})` : ''}`;

  return (
    <ListPage
      title={t('expenses.listTitle')}
      params={params}
      addTo={formPath('', 'Add')}
      filters={[
        { kind: 'date', name: 'dateFrom', label: t('expenses.dateFrom') },
        { kind: 'date', name: 'dateTo', label: t('expenses.dateTo') },
        {
          kind: 'select',
          name: 'status',
          label: t('common.status'),
          allLabel: t('common.all'),
          options: recordStatusOptions(t),
        },
      ]}
      query={expenses}
      rowKey={(row) => row.expenseId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'date', header: t('expenses.expenseDate'), cell: (row) => formatDate(row.expenseDate) },
        { key: 'category', header: t('expenses.category'), cell: category },
        { key: 'remark', header: t('expenses.remark'), cell: (row) => row.remark },
        { key: 'amount', header: t('expenses.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
        { key: 'status', header: t('common.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: formatDate(row.expenseDate),
        badge: statusBadge(row),
        fields: [
          { label: t('expenses.amount'), value: formatMoney(row.amount) },
          { label: t('expenses.category'), value: category(row) },
          { label: t('expenses.remark'), value: row.remark || '-' },
        ],
      })}
      actions={(row) => [
        { key: 'edit', label: t('common.edit'), icon: <IconPencil size={16} />, to: formPath(row.expenseId, 'Edit') },
        statusAction(row),
      ]}
      footer={<ListTotals totals={[{ label: t('expenses.totalExpense'), value: expenses.data?.totalExpense }]} />}
    />
  );
}
