import { enumValues, type RoomRow, RoomStatus } from '@kamar/contract';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusOptions } from '../../../components/list/status-options';
import { optionalNumber, useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoney } from '../../../lib/format';
import { useRooms } from '../api/get-rooms';
import { useToggleRoomStatus } from '../api/toggle-room-status';

const formPath = (roomId: number | '', formType: 'Add' | 'Edit') =>
  `/setting/room-setup/form?roomId=${roomId}&formType=${formType}`;

/** Spec /setting/room-setup: rooms with their type's prices, filtered by room number. */
export function RoomListPage() {
  const { t } = useTranslation();
  const params = useListParams({ roomNumber: '', roomStatus: '', status: '' });
  const rooms = useRooms({
    roomNumber: params.filters.roomNumber,
    roomStatus: optionalNumber(params.filters.roomStatus) as 1 | 2 | undefined,
    status: optionalNumber(params.filters.status) as 1 | 2 | undefined,
    pageSize: params.pageSize,
    pageIndex: params.pageIndex,
  });
  const toggleStatus = useToggleRoomStatus();
  const statusAction = useStatusActions<RoomRow>({
    toggle: (row) => toggleStatus.mutateAsync({ roomId: row.roomId, status: row.status }),
  });
  const statusBadge = (row: RoomRow) => (
    <StatusBadge status={row.status} label={t(`enums.recordStatus.${row.status}`)} />
  );
  const roomStatus = (row: RoomRow) => t(`enums.roomStatus.${row.roomStatus}`);

  return (
    <ListPage
      title={t('rooms.listTitle')}
      backTo="/setting"
      params={params}
      addTo={formPath('', 'Add')}
      filters={[
        { kind: 'text', name: 'roomNumber', label: t('rooms.roomNumber'), transform: 'upper' },
        {
          kind: 'select',
          name: 'roomStatus',
          label: t('rooms.roomStatus'),
          allLabel: t('common.all'),
          options: enumValues(RoomStatus).map((s) => ({ value: String(s), label: t(`enums.roomStatus.${s}`) })),
        },
        {
          kind: 'select',
          name: 'status',
          label: t('common.status'),
          allLabel: t('common.all'),
          options: recordStatusOptions(t),
        },
      ]}
      query={rooms}
      rowKey={(row) => row.roomId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'number', header: t('rooms.roomNumber'), cell: (row) => row.roomNumber },
        { key: 'type', header: t('rooms.roomType'), cell: (row) => row.roomTypeName },
        { key: 'daily', header: t('rooms.priceDaily'), cell: (row) => formatMoney(row.priceDaily) },
        { key: 'monthly', header: t('rooms.priceMonthly'), cell: (row) => formatMoney(row.priceMonthly) },
        { key: 'yearly', header: t('rooms.priceYearly'), cell: (row) => formatMoney(row.priceYearly) },
        { key: 'roomStatus', header: t('rooms.roomStatus'), cell: roomStatus },
        { key: 'status', header: t('common.status'), cell: statusBadge },
      ]}
      card={(row) => ({
        title: `${row.roomNumber} · ${row.roomTypeName}`,
        badge: statusBadge(row),
        fields: [
          { label: t('rooms.roomStatus'), value: roomStatus(row) },
          { label: t('rooms.priceDaily'), value: formatMoney(row.priceDaily) },
          { label: t('rooms.priceMonthly'), value: formatMoney(row.priceMonthly) },
          { label: t('rooms.priceYearly'), value: formatMoney(row.priceYearly) },
        ],
      })}
      actions={(row) => [
        { key: 'edit', label: t('common.edit'), icon: <IconPencil size={16} />, to: formPath(row.roomId, 'Edit') },
        statusAction(row),
      ]}
    />
  );
}
