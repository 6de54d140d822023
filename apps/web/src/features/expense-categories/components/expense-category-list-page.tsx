import type { ExpenseCategoryRow } from '@kamar/contract';
import { paths } from '@kamar/contract';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { irreversible } from '../../../components/feedback/dialogs';
import { useAction } from '../../../components/feedback/use-action';
import { textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { useExpenseCategories } from '../api/get-expense-categories';
import { useRemoveExpenseCategory } from '../api/remove-expense-category';
import { useToggleExpenseCategoryStatus } from '../api/toggle-expense-category-status';

const filters = { expenseCategoryName: textFilter({ transform: 'upper' }), status: recordStatusFilter() };

/**
 * Setting -> Expense Category: what expenses are for. Delete disables one (its expenses keep it);
 * Remove takes away one no expense names (the server refuses one in use).
 */
export function ExpenseCategoryListPage() {
  const { t } = useTranslation();
  const params = useListParams(filters);
  const categories = useExpenseCategories(params.request);
  const toggleStatus = useToggleExpenseCategoryStatus();
  const remove = useRemoveExpenseCategory();
  const run = useAction();
  const statusAction = useStatusActions<ExpenseCategoryRow>({
    call: paths.expenseCategory.delete,
    toggle: (row) => toggleStatus.mutateAsync({ expenseCategoryId: row.expenseCategoryId, status: row.status }),
  });
  const statusBadge = (row: ExpenseCategoryRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );

  return (
    <ListPage
      title={t('expenseCategories.listTitle')}
      backTo={screens.settings.to()}
      params={params}
      exportTo={paths.expenseCategory.export}
      addTo={screens.expenseCategoryForm.to({ formType: 'Add' })}
      filters={{ expenseCategoryName: { label: t('fields.expenseCategoryName') }, status: recordStatusLabels(t) }}
      query={categories}
      rowKey={(row) => row.expenseCategoryId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'name', header: t('fields.expenseCategoryName'), cell: (row) => row.expenseCategoryName },
        { key: 'status', header: t('fields.status'), cell: statusBadge },
      ]}
      card={(row) => ({ title: row.expenseCategoryName, badge: statusBadge(row), fields: [] })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.expenseCategoryForm.to({ formType: 'Edit', id: row.expenseCategoryId }),
          call: paths.expenseCategory.update,
        },
        statusAction(row),
        {
          key: 'remove',
          label: t('expenseCategories.remove'),
          icon: <IconX size={16} />,
          color: 'red',
          call: paths.expenseCategory.remove,
          onClick: () =>
            void run({
              confirm: irreversible(),
              action: () => remove.mutateAsync({ expenseCategoryId: row.expenseCategoryId }),
            }),
        },
      ]}
    />
  );
}
