import { type ExpenseRow, paths, RecordStatus } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { dateFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { ListTotals } from '../../../components/list/list-totals';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { businessMonthStart, businessToday } from '../../../lib/business-today';
import { formatDate, formatMoney } from '../../../lib/format';
import { useExpenses } from '../api/get-expenses';
import { useToggleExpenseStatus } from '../api/toggle-expense-status';

const filters = {
  // Spec: Date From defaults to the first day of this month, Date To to today (the business's).
  dateFrom: dateFilter(businessMonthStart),
  dateTo: dateFilter(businessToday),
  status: recordStatusFilter(RecordStatus.Active),
};

export function ExpenseListPage() {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const expenses = useExpenses(params.request);
  const toggleStatus = useToggleExpenseStatus();
  const statusAction = useStatusActions<ExpenseRow>({
    call: paths.expense.delete,
    toggle: (row) => toggleStatus.mutateAsync({ expenseId: row.expenseId, status: row.status }),
  });

  const statusBadge = (row: ExpenseRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );
  const category = (row: ExpenseRow) =>
    `${row.expenseCategoryName}${row.employeeName ? ` (${row.employeeName})` : ''}${row.repeating ? ` · ${t('expenses.monthly')}` : ''}`;

  return (
    <ListPage
      title={t('expenses.listTitle')}
      params={params}
      exportTo={paths.expense.export}
      addTo={screens.expenseForm.to({ formType: 'Add' })}
      filters={{
        dateFrom: { label: t('fields.dateFrom') },
        dateTo: { label: t('fields.dateTo') },
        status: recordStatusLabels(t),
      }}
      query={expenses}
      rowKey={(row) => row.expenseId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'date', header: t('fields.expenseDate'), cell: (row) => formatDate(row.expenseDate) },
        { key: 'category', header: t('expenses.category'), cell: category },
        { key: 'remark', header: t('fields.remark'), cell: (row) => row.remark },
        { key: 'amount', header: t('fields.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
        { key: 'status', header: t('fields.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: formatDate(row.expenseDate),
        badge: statusBadge(row),
        fields: [
          { label: t('fields.amount'), value: formatMoney(row.amount) },
          { label: t('expenses.category'), value: category(row) },
          { label: t('fields.remark'), value: row.remark || '-' },
        ],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.expenseForm.to({ formType: 'Edit', id: row.expenseId }),
        },
        statusAction(row),
      ]}
      footer={
        <ListTotals
          totals={[{ label: t('fields.totalExpense'), value: expenses.data?.totalExpense }]}
          caption={t('expenses.totalsCaption')}
        />
      }
    />
  );
}
