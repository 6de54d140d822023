import {
  BOOKING_REMARK_MAX,
  type Booking,
  BookingStatus,
  dayOfApiDate,
  enumValues,
  RecordStatus,
  RentalPeriod,
  ZBookingCreateRequest,
} from '@kamar/contract';
import { Group, SimpleGrid, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { ChoiceField } from '../../../components/form/choice-field';
import { DateField } from '../../../components/form/date-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { TextAreaField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { businessToday } from '../../../lib/business-today';
import { formatDate } from '../../../lib/format';
import { useMay } from '../../../lib/use-role';
import { useCreateBooking } from '../api/create-booking';
import { bookingQueryOptions } from '../api/get-booking';
import { useUpdateBooking } from '../api/update-booking';
import { BookingBillsSlot } from './booking-bills-slot';
import { BookingPaymentsSlot } from './booking-payments-slot';
import { BookingRentSlot } from './booking-rent-slot';
import { backOf, startedFrom } from './booking-start';
import { BookingStateActions } from './booking-state-actions';
import { BookingStatusBadge } from './booking-status-badge';
import { InspectionsSlot } from './inspections-slot';
import { RoomSelect } from './room-select';
import { StayChargesSlot } from './stay-charges-slot';
import { TenantPageSlot } from './tenant-page-slot';
import { TenantSelect } from './tenant-select';
import { useRentFromRoom } from './use-rent-from-room';

const emptyBooking = () => ({
  tenantId: '',
  bookingDate: businessToday(),
  checkInDate: businessToday(),
  checkOutDate: '',
  roomNumberId: '',
  bookingType: String(RentalPeriod.Monthly),
  rentAmount: '' as number | '',
  remark: '',
});
type BookingValues = ReturnType<typeof emptyBooking>;

const valuesOf = (b: Booking): BookingValues => ({
  tenantId: String(b.tenantId),
  bookingDate: dayOfApiDate(b.bookingDate),
  checkInDate: dayOfApiDate(b.checkInDate),
  checkOutDate: dayOfApiDate(b.checkOutDate),
  roomNumberId: String(b.roomId),
  bookingType: String(b.bookingType),
  rentAmount: b.rentAmount,
  remark: b.remark,
});

/** A missing choice is "not given", so the schema says "Tenant is required!". */
const toRequest = (v: BookingValues) => ({
  ...v,
  tenantId: v.tenantId ? Number(v.tenantId) : undefined,
  roomNumberId: v.roomNumberId ? Number(v.roomNumberId) : undefined,
  bookingStatus: '1',
  bookingType: Number(v.bookingType),
  // Left empty: the room type's price for the period (the server sets it).
  rentAmount: v.rentAmount === '' ? null : v.rentAmount,
});

/** A finished, cancelled or deleted booking is history: it is read, not edited (reactivate first). */
const isOpen = (b: Booking) => b.status === RecordStatus.Active && b.bookingStatus === BookingStatus.Active;

/**
 * The stay's screen. `StayPanel`: a panel of another feature about the stay (its rental
 * agreement), handed in by the router so that features do not import each other.
 */
export function BookingFormPage({ StayPanel }: { StayPanel?: ComponentType<{ booking: Booking }> } = {}) {
  const { t } = useTranslation();
  const create = useCreateBooking();
  const update = useUpdateBooking();
  const [query] = useSearchParams();
  const kit = useRecordForm({
    screen: screens.bookingForm,
    backTo: () => backOf(query),
    record: bookingQueryOptions,
    initialValues: { ...emptyBooking(), ...startedFrom(query) },
    valuesOf,
    toRequest,
    schema: ZBookingCreateRequest,
    save: (input, id) => (id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, bookingId: id })),
    changeable: isOpen,
  });
  const { field, form, mode, record } = kit;
  // A rent other than the type's price is agreed by a Manager or the Owner (contract permissions.ts).
  const agreesRent = useMay('rents.set');
  useRentFromRoom(form, mode.id, agreesRent ? null : (record ?? {}));

  return (
    <FormPage
      title={t('bookings.formTitle')}
      kit={kit}
      header={
        record && (
          <>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('fields.bookingStatus')}:
              </Text>
              <BookingStatusBadge status={record.bookingStatus} />
            </Group>
            {record.checkedInAt && (
              <Text size="sm">{`${t('fields.checkedInAt')}: ${formatDate(record.checkedInAt)}`}</Text>
            )}
            {record.checkedOutAt && (
              <Text size="sm">{`${t('fields.checkedOutAt')}: ${formatDate(record.checkedOutAt)}`}</Text>
            )}
          </>
        )
      }
      actions={mode.isEdit && record && <BookingStateActions booking={record} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TenantSelect current={record} {...field('tenantId')} />
        <DateField label={t('fields.bookingDate')} required clearable={false} {...field('bookingDate')} />
        <DateField label={t('fields.checkInDate')} required clearResetsTo={businessToday()} {...field('checkInDate')} />
        <DateField
          label={t('fields.checkOutDate')}
          description={kit.readOnly ? undefined : t('bookings.checkOutHint')}
          {...field('checkOutDate')}
        />
        <RoomSelect
          stay={{ checkInDate: form.values.checkInDate, checkOutDate: form.values.checkOutDate }}
          bookingId={mode.id}
          current={record}
          {...field('roomNumberId')}
        />
        <ChoiceField
          label={t('fields.rentalPeriod')}
          required
          options={enumValues(RentalPeriod).map((p) => ({ value: p, label: t(`enums.rentalPeriod.${p}`) }))}
          {...field('bookingType')}
        />
        <MoneyField
          label={t('fields.rentAmount')}
          description={kit.readOnly ? undefined : t(agreesRent ? 'bills.rentHint' : 'bookings.rentAtPriceHint')}
          {...field('rentAmount', { disabled: !agreesRent })}
        />
      </SimpleGrid>
      {record && <BookingRentSlot booking={record} />}
      <TextAreaField label={t('fields.remark')} maxLength={BOOKING_REMARK_MAX} {...field('remark')} />
      {record && <StayChargesSlot booking={record} />}
      {record && <TenantPageSlot booking={record} />}
      {record && StayPanel && <StayPanel booking={record} />}
      {record && <InspectionsSlot booking={record} />}
      {record && <BookingBillsSlot bookingId={record.bookingId} />}
      {record && <BookingPaymentsSlot bookingId={record.bookingId} payable={isOpen(record)} />}
    </FormPage>
  );
}
