import { type BookingRow, BookingStatus, enumValues, RecordStatus } from '@kamar/contract';
import { Badge } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { optionalNumber, useListParams } from '../../../components/list/use-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { useBookings } from '../api/get-bookings';
import { useToggleBookingStatus } from '../api/toggle-booking-status';
import { useStayAction } from './use-stay-actions';

export const bookingFormPath = (bookingId: number | '', formType: 'Add' | 'Edit' | 'View') =>
  `/booking/form?bookingId=${bookingId}&formType=${formType}`;

const bookingStatusColor: Record<BookingStatus, string> = { 1: 'blue', 2: 'gray', 3: 'red' };

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={bookingStatusColor[status]} variant="light">
      {t(`enums.bookingStatus.${status}`)}
    </Badge>
  );
}

export function BookingListPage() {
  const { t } = useTranslation();
  const params = useListParams({ tenantName: '', roomNumber: '', bookingStatus: '', status: '' });
  const bookings = useBookings({
    tenantName: params.filters.tenantName,
    roomNumber: params.filters.roomNumber,
    bookingStatus: optionalNumber(params.filters.bookingStatus) as BookingStatus | undefined,
    status: optionalNumber(params.filters.status) as RecordStatus | undefined,
    pageSize: params.pageSize,
    pageIndex: params.pageIndex,
  });
  const toggleStatus = useToggleBookingStatus();
  const statusAction = useStatusActions<BookingRow>({
    toggle: (row) => toggleStatus.mutateAsync({ bookingId: row.bookingId, status: row.status }),
  });
  const stayAction = useStayAction();
  const recordStatus = (status: RecordStatus) => (
    <StatusBadge status={status} label={t(`enums.recordStatus.${status}`)} />
  );

  return (
    <ListPage
      title={t('bookings.listTitle')}
      params={params}
      addTo={bookingFormPath('', 'Add')}
      filters={[
        { kind: 'text', name: 'tenantName', label: t('bookings.tenantName'), transform: 'upper' },
        { kind: 'text', name: 'roomNumber', label: t('bookings.room'), transform: 'upper' },
        {
          kind: 'select',
          name: 'bookingStatus',
          label: t('bookings.bookingStatus'),
          allLabel: t('common.all'),
          options: enumValues(BookingStatus).map((s) => ({ value: String(s), label: t(`enums.bookingStatus.${s}`) })),
        },
        {
          kind: 'select',
          name: 'status',
          label: t('common.status'),
          allLabel: t('common.all'),
          options: enumValues(RecordStatus).map((s) => ({ value: String(s), label: t(`enums.recordStatus.${s}`) })),
        },
      ]}
      query={bookings}
      rowKey={(row) => row.bookingId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'tenant', header: t('bookings.tenantName'), cell: (row) => row.tenantName },
        { key: 'bookingDate', header: t('bookings.bookingDate'), cell: (row) => formatDate(row.bookingDate) },
        { key: 'checkIn', header: t('bookings.checkInDate'), cell: (row) => formatDate(row.checkInDate) },
        { key: 'checkOut', header: t('bookings.checkOutDate'), cell: (row) => formatDate(row.checkOutDate) },
        { key: 'room', header: t('bookings.roomNumber'), cell: (row) => row.roomNumber },
        {
          key: 'bookingStatus',
          header: t('bookings.bookingStatus'),
          cell: (row) => <BookingStatusBadge status={row.bookingStatus} />,
        },
        { key: 'status', header: t('common.status'), cell: (row) => recordStatus(row.status) },
      ]}
      card={(row) => ({
        title: `${row.roomNumber} · ${row.tenantName}`,
        badge: <BookingStatusBadge status={row.bookingStatus} />,
        fields: [
          { label: t('bookings.checkInDate'), value: formatDate(row.checkInDate) },
          { label: t('bookings.checkOutDate'), value: formatDate(row.checkOutDate) },
          { label: t('bookings.bookingDate'), value: formatDate(row.bookingDate) },
          { label: t('common.status'), value: recordStatus(row.status) },
        ],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: bookingFormPath(row.bookingId, 'Edit'),
        },
        ...stayAction(row),
        statusAction(row),
      ]}
    />
  );
}
