import type { RoomTypeRow } from '@kamar/contract';
import { paths } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoney } from '../../../lib/format';
import { useRole } from '../../../lib/use-role';
import { useRoomTypes } from '../api/get-room-types';
import { useToggleRoomTypeStatus } from '../api/toggle-room-type-status';

const filters = { roomTypeName: textFilter({ transform: 'upper' }), status: recordStatusFilter() };

/** Spec /setting/room-type: filter by name (upper case), paged table, delete by roomTypeId. */
export function RoomTypeListPage() {
  const role = useRole();
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const roomTypes = useRoomTypes(params.request);
  const toggleStatus = useToggleRoomTypeStatus();
  const statusAction = useStatusActions<RoomTypeRow>({
    call: paths.roomType.delete,
    toggle: (row) => toggleStatus.mutateAsync({ roomTypeId: row.roomTypeId, status: row.status }),
  });
  const statusBadge = (row: RoomTypeRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );

  return (
    <ListPage
      title={t('roomTypes.listTitle')}
      backTo={screens.settings.to()}
      params={params}
      exportTo={paths.roomType.export}
      {...(screens.roomTypeForm.editableBy(role) ? { addTo: screens.roomTypeForm.to({ formType: 'Add' }) } : {})}
      filters={{ roomTypeName: { label: t('fields.roomTypeName') }, status: recordStatusLabels(t) }}
      query={roomTypes}
      rowKey={(row) => row.roomTypeId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'name', header: t('fields.roomType'), cell: (row) => row.roomTypeName },
        { key: 'daily', header: t('fields.priceDaily'), cell: (row) => formatMoney(row.priceDaily) },
        { key: 'weekly', header: t('fields.priceWeekly'), cell: (row) => formatMoney(row.priceWeekly) },
        { key: 'monthly', header: t('fields.priceMonthly'), cell: (row) => formatMoney(row.priceMonthly) },
        { key: 'yearly', header: t('fields.priceYearly'), cell: (row) => formatMoney(row.priceYearly) },
        { key: 'status', header: t('fields.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: row.roomTypeName,
        badge: statusBadge(row),
        fields: [
          { label: t('fields.priceDaily'), value: formatMoney(row.priceDaily) },
          { label: t('fields.priceWeekly'), value: formatMoney(row.priceWeekly) },
          { label: t('fields.priceMonthly'), value: formatMoney(row.priceMonthly) },
          { label: t('fields.priceYearly'), value: formatMoney(row.priceYearly) },
        ],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.roomTypeForm.to({ formType: 'Edit', id: row.roomTypeId }),
          call: paths.roomType.update,
        },
        statusAction(row),
      ]}
    />
  );
}
