import { enumValues, paths, type RoomRow, RoomStatus } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { choiceFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoney } from '../../../lib/format';
import { useRole } from '../../../lib/use-role';
import { useRooms } from '../api/get-rooms';
import { useToggleRoomStatus } from '../api/toggle-room-status';

const filters = {
  roomNumber: textFilter({ transform: 'upper' }),
  roomStatus: choiceFilter(enumValues(RoomStatus)),
  status: recordStatusFilter(),
};

/** Spec /setting/room-setup: rooms with their type's prices, filtered by room number. */
export function RoomListPage() {
  const role = useRole();
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const rooms = useRooms(params.request);
  const toggleStatus = useToggleRoomStatus();
  const statusAction = useStatusActions<RoomRow>({
    call: paths.room.delete,
    toggle: (row) => toggleStatus.mutateAsync({ roomId: row.roomId, status: row.status }),
  });
  const statusBadge = (row: RoomRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );
  const roomStatusLabel = (status: RoomStatus) => t(`enums.roomStatus.${status}`);
  const roomStatus = (row: RoomRow) => roomStatusLabel(row.roomStatus);

  return (
    <ListPage
      title={t('rooms.listTitle')}
      backTo={screens.settings.to()}
      params={params}
      exportTo={paths.room.export}
      {...(screens.roomForm.editableBy(role) ? { addTo: screens.roomForm.to({ formType: 'Add' }) } : {})}
      filters={{
        roomNumber: { label: t('fields.roomNumber') },
        roomStatus: { label: t('fields.roomStatus'), option: roomStatusLabel },
        status: recordStatusLabels(t),
      }}
      query={rooms}
      rowKey={(row) => row.roomId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'number', header: t('fields.roomNumber'), cell: (row) => row.roomNumber },
        { key: 'type', header: t('fields.roomType'), cell: (row) => row.roomTypeName },
        { key: 'daily', header: t('fields.priceDaily'), cell: (row) => formatMoney(row.priceDaily) },
        { key: 'monthly', header: t('fields.priceMonthly'), cell: (row) => formatMoney(row.priceMonthly) },
        { key: 'yearly', header: t('fields.priceYearly'), cell: (row) => formatMoney(row.priceYearly) },
        { key: 'roomStatus', header: t('fields.roomStatus'), cell: roomStatus },
        { key: 'status', header: t('fields.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: `${row.roomNumber} · ${row.roomTypeName}`,
        badge: statusBadge(row),
        fields: [
          { label: t('fields.roomStatus'), value: roomStatus(row) },
          { label: t('fields.priceDaily'), value: formatMoney(row.priceDaily) },
          { label: t('fields.priceMonthly'), value: formatMoney(row.priceMonthly) },
          { label: t('fields.priceYearly'), value: formatMoney(row.priceYearly) },
        ],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.roomForm.to({ formType: 'Edit', id: row.roomId }),
          call: paths.room.update,
        },
        statusAction(row),
      ]}
    />
  );
}
