import type { EmployeeRow } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusOptions } from '../../../components/list/status-options';
import { optionalNumber, useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { useEmployees } from '../api/get-employees';
import { useToggleEmployeeStatus } from '../api/toggle-employee-status';

const formPath = (employeeId: number | '', formType: 'Add' | 'Edit') =>
  `/employee/form?employeeId=${employeeId}&formType=${formType}`;

/** Human Resource -> Employee (administrators only; the route is guarded like the user screens). */
export function EmployeeListPage() {
  const { t } = useTranslation();
  const params = useListParams({ employeeName: '', status: '' });
  const employees = useEmployees({
    employeeName: params.filters.employeeName,
    status: optionalNumber(params.filters.status) as 1 | 2 | undefined,
    pageSize: params.pageSize,
    pageIndex: params.pageIndex,
  });
  const toggleStatus = useToggleEmployeeStatus();
  const statusAction = useStatusActions<EmployeeRow>({
    toggle: (row) => toggleStatus.mutateAsync({ employeeId: row.employeeId, status: row.status }),
  });
  const statusBadge = (row: EmployeeRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );

  return (
    <ListPage
      title={t('employees.listTitle')}
      params={params}
      addTo={formPath('', 'Add')}
      filters={[
        { kind: 'text', name: 'employeeName', label: t('employees.employeeName'), transform: 'upper' },
        {
          kind: 'select',
          name: 'status',
          label: t('common.status'),
          allLabel: t('common.all'),
          options: recordStatusOptions(t),
        },
      ]}
      query={employees}
      rowKey={(row) => row.employeeId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'name', header: t('employees.employeeName'), cell: (row) => row.employeeName },
        { key: 'position', header: t('employees.position'), cell: (row) => row.position || '-' },
        { key: 'phone', header: t('employees.phone'), cell: (row) => row.phone || '-' },
        { key: 'joinDate', header: t('employees.joinDate'), cell: (row) => formatDate(row.joinDate) },
        { key: 'salary', header: t('employees.salary'), cell: (row) => formatMoney(row.salary) },
        { key: 'status', header: t('common.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: row.employeeName,
        badge: statusBadge(row),
        fields: [
          { label: t('employees.position'), value: row.position || '-' },
          { label: t('employees.phone'), value: row.phone || '-' },
          { label: t('employees.salary'), value: formatMoney(row.salary) },
        ],
      })}
      actions={(row) => [
        { key: 'edit', label: t('common.edit'), icon: <IconPencil size={16} />, to: formPath(row.employeeId, 'Edit') },
        statusAction(row),
      ]}
    />
  );
}
