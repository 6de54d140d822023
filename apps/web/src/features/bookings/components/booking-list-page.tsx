import { type BookingRow, BookingStatus, enumValues, paths, RecordStatus } from '@kamar/contract';
import { Button } from '@mantine/core';
import { IconDoorEnter, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { choiceFilter, textFilter } from '../../../components/list/list-filters';
import { ListPage } from '../../../components/list/list-page';
import { useStatusActions } from '../../../components/list/status-actions';
import { recordStatusFilter, recordStatusLabels } from '../../../components/list/status-options';
import { usePropertyListParams } from '../../../components/list/use-property-list-params';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { useBookings } from '../api/get-bookings';
import { useToggleBookingStatus } from '../api/toggle-booking-status';
import { BookingStatusBadge } from './booking-status-badge';
import { useStayAction } from './use-stay-actions';

const filters = {
  tenantName: textFilter({ transform: 'upper' }),
  roomNumber: textFilter({ transform: 'upper' }),
  bookingStatus: choiceFilter(enumValues(BookingStatus)),
  status: recordStatusFilter(),
};

export function BookingListPage() {
  const { t } = useTranslation();
  const params = usePropertyListParams(filters);
  const bookings = useBookings(params.request);
  const toggleStatus = useToggleBookingStatus();
  const statusAction = useStatusActions<BookingRow>({
    call: paths.booking.delete,
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
      exportTo={paths.booking.export}
      addTo={screens.bookingForm.to({ formType: 'Add' })}
      headerAction={
        <Button component={Link} to={screens.walkIn.to()} variant="light" leftSection={<IconDoorEnter size={16} />}>
          {t('walkIn.start')}
        </Button>
      }
      filters={{
        tenantName: { label: t('fields.tenantName') },
        roomNumber: { label: t('fields.room') },
        bookingStatus: { label: t('fields.bookingStatus'), option: (s) => t(`enums.bookingStatus.${s}`) },
        status: recordStatusLabels(t),
      }}
      query={bookings}
      rowKey={(row) => row.bookingId}
      columns={[
        { key: 'no', header: t('list.no'), cell: (row) => row.rowNumber },
        { key: 'tenant', header: t('fields.tenantName'), cell: (row) => row.tenantName },
        { key: 'bookingDate', header: t('fields.bookingDate'), cell: (row) => formatDate(row.bookingDate) },
        { key: 'checkIn', header: t('fields.checkInDate'), cell: (row) => formatDate(row.checkInDate) },
        { key: 'checkOut', header: t('fields.checkOutDate'), cell: (row) => formatDate(row.checkOutDate) },
        { key: 'room', header: t('fields.roomNumber'), cell: (row) => row.roomNumber },
        {
          key: 'bookingStatus',
          header: t('fields.bookingStatus'),
          cell: (row) => <BookingStatusBadge status={row.bookingStatus} />,
        },
        { key: 'status', header: t('fields.status'), cell: (row) => recordStatus(row.status) },
      ]}
      card={(row) => ({
        title: `${row.roomNumber} · ${row.tenantName}`,
        badge: <BookingStatusBadge status={row.bookingStatus} />,
        fields: [
          { label: t('fields.checkInDate'), value: formatDate(row.checkInDate) },
          { label: t('fields.checkOutDate'), value: formatDate(row.checkOutDate) },
          { label: t('fields.bookingDate'), value: formatDate(row.bookingDate) },
          // The card's badge is the stay's state; an Active record beside it would be a second
          // "Active" saying something else. Only a deleted record is worth a word.
          ...(row.status === RecordStatus.Active
            ? []
            : [{ label: t('fields.status'), value: recordStatus(row.status) }]),
        ],
      })}
      actions={(row) => [
        {
          key: 'edit',
          label: t('common.edit'),
          icon: <IconPencil size={16} />,
          to: screens.bookingForm.to({ formType: 'Edit', id: row.bookingId }),
        },
        ...stayAction(row),
        statusAction(row),
      ]}
    />
  );
}
