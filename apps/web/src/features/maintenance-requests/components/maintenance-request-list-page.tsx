import './repair-words';
import { enumValues, MaintenancePriority, type MaintenanceRequestRow, MaintenanceRequestStatus } from '@kamar/contract';
import { Group } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { formatDay } from '../../../lib/format';
import { useMaintenanceRequests } from '../api/get-maintenance-requests';
import { PriorityBadge, RepairStatusBadge } from './repair-status-badge';

const filters = {
  openOnly: choiceFilter([1] as const),
  requestStatus: choiceFilter(enumValues(MaintenanceRequestStatus)),
  priority: choiceFilter(enumValues(MaintenancePriority)),
  roomNumber: textFilter({ transform: 'upper' }),
};

const reportedAt = (row: { createDate: string }) => formatDay(row.createDate, 'DD MMM YYYY HH:mm');

/**
 * /repair: repair requests (keluhan), open ones first and the most urgent first, then the closed,
 * newest first; each opened on its own screen to work it and close it with its cost.
 */
export function MaintenanceRequestListPage() {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const requests = useMaintenanceRequests(params.request);
  const status = (row: MaintenanceRequestRow) => (
    <Group gap={4} wrap="nowrap">
      <RepairStatusBadge requestStatus={row.requestStatus} />
      <PriorityBadge priority={row.priority} />
    </Group>
  );
  const who = (row: MaintenanceRequestRow) =>
    t('repairs.reportedBy', { kind: t(`enums.maintenanceReporter.${row.reportedBy}`), name: row.reporterName });

  return (
    <ListPage
      title={t('repairs.listTitle')}
      params={params}
      addTo={screens.maintenanceRequestForm.to({ formType: 'Add' })}
      filters={{
        openOnly: { label: t('fields.openOnly'), option: () => t('repairs.openOnly') },
        requestStatus: { label: t('fields.requestStatus'), option: (v) => t(`enums.maintenanceRequestStatus.${v}`) },
        priority: { label: t('fields.priority'), option: (v) => t(`enums.maintenancePriority.${v}`) },
        roomNumber: { label: t('fields.roomNumber') },
      }}
      query={requests}
      rowKey={(row) => row.maintenanceRequestId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'reported', header: t('repairs.reported'), cell: reportedAt },
        { key: 'room', header: t('fields.room'), cell: (row) => row.roomNumber },
        { key: 'description', header: t('fields.description'), cell: (row) => row.description },
        { key: 'by', header: t('fields.reportedBy'), cell: who },
        {
          key: 'employee',
          header: t('fields.assignedEmployee'),
          cell: (row) => row.assignedEmployeeName ?? t('repairs.noEmployee'),
        },
        { key: 'status', header: t('fields.requestStatus'), cell: status },
      ]}
      card={(row) => ({
        title: `${t('fields.room')} ${row.roomNumber}`,
        badge: status(row),
        fields: [
          { label: t('fields.description'), value: row.description },
          { label: t('repairs.reported'), value: `${reportedAt(row)} · ${who(row)}` },
          ...(row.assignedEmployeeName
            ? [{ label: t('fields.assignedEmployee'), value: row.assignedEmployeeName }]
            : []),
        ],
      })}
      actions={(row) => [
        {
          key: 'open',
          label: t('common.view'),
          icon: <IconEye size={16} />,
          to: screens.maintenanceRequestForm.to({ formType: 'View', id: row.maintenanceRequestId }),
        },
      ]}
    />
  );
}
