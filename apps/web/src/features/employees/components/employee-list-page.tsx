import type { EmployeeRow } from '@kamar/contract';
import { paths, phoneText } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatMoney } from '../../../lib/format';
import { useEmployees } from '../api/get-employees';
import { useToggleEmployeeStatus } from '../api/toggle-employee-status';

const filters = { employeeName: textFilter({ transform: 'upper' }), status: recordStatusFilter() };

/** Human Resource -> Employee (administrators only, as the paths table says). */
export function EmployeeListPage() {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const employees = useEmployees(params.request);
  const toggleStatus = useToggleEmployeeStatus();
  const statusAction = useStatusActions<EmployeeRow>({
    call: paths.employee.delete,
    toggle: (row) => toggleStatus.mutateAsync({ employeeId: row.employeeId, status: row.status }),
  });
  const statusBadge = (row: EmployeeRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );

  return (
    <ListPage
      title={t('employees.listTitle')}
      params={params}
      exportTo={paths.employee.export}
      addTo={screens.employeeForm.to({ formType: 'Add' })}
      filters={{ employeeName: { label: t('fields.employeeName') }, status: recordStatusLabels(t) }}
      query={employees}
      rowKey={(row) => row.employeeId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'name', header: t('fields.employeeName'), cell: (row) => row.employeeName },
        { key: 'position', header: t('fields.position'), cell: (row) => row.position || '-' },
        { key: 'phone', header: t('fields.phone'), cell: (row) => phoneText(row.phone) || '-' },
        { key: 'joinDate', header: t('fields.joinDate'), cell: (row) => formatDate(row.joinDate) },
        { key: 'salary', header: t('fields.salary'), cell: (row) => formatMoney(row.salary) },
        { key: 'status', header: t('fields.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: row.employeeName,
        badge: statusBadge(row),
        fields: [
          { label: t('fields.position'), value: row.position || '-' },
          { label: t('fields.phone'), value: phoneText(row.phone) || '-' },
          { label: t('fields.salary'), value: formatMoney(row.salary) },
        ],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.employeeForm.to({ formType: 'Edit', id: row.employeeId }),
        },
        statusAction(row),
      ]}
    />
  );
}
