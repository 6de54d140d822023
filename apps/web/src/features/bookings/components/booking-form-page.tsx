import {
  BOOKING_REMARK_MAX,
  type BookingCreateRequest,
  BookingStatus,
  enumValues,
  RecordStatus,
  RentalPeriod,
  ZBookingCreateRequest,
} from '@kamar/contract';
import { Button, Group, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useAction } from '../../../components/feedback/use-action';
import { DateField } from '../../../components/form/date-field';
import { EnumSelect } from '../../../components/form/enum-select';
import { FormPage } from '../../../components/form/form-page';
import { RecordHeader } from '../../../components/form/record-header';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useFormMode } from '../../../components/form/use-form-mode';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { useCreateBooking } from '../api/create-booking';
import { useBooking } from '../api/get-booking';
import { useUpdateBooking } from '../api/update-booking';
import { BookingStatusBadge } from './booking-list-page';
import { BookingPaymentsSlot } from './booking-payments-slot';
import { BookingStateActions } from './booking-state-actions';
import { RoomSelect } from './room-select';
import { TenantSelect } from './tenant-select';

interface BookingFormValues {
  tenantId: string;
  bookingDate: string;
  checkInDate: string;
  checkOutDate: string;
  roomNumberId: string;
  bookingType: string;
  remark: string;
}

const LIST = '/booking';
const today = () => dayjs().format('YYYY-MM-DD');
const plainDate = (apiDate: string) => (apiDate.startsWith('0001-01-01') ? '' : apiDate.slice(0, 10));

function toRequest(values: BookingFormValues): BookingCreateRequest {
  return {
    tenantId: values.tenantId ? Number(values.tenantId) : (undefined as unknown as number),
    bookingDate: values.bookingDate,
    checkInDate: values.checkInDate,
    checkOutDate: values.checkOutDate,
    roomNumberId: values.roomNumberId ? Number(values.roomNumberId) : (undefined as unknown as number),
    bookingStatus: '1',
    bookingType: Number(values.bookingType) as RentalPeriod,
    remark: values.remark,
  };
}

export function BookingFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const mode = useFormMode('bookingId');
  const booking = useBooking(mode.id);
  const create = useCreateBooking();
  const update = useUpdateBooking();
  const record = booking.data;
  // A finished, cancelled or deleted booking is history: it is read, not edited (reactivate first).
  const changeable =
    mode.isAdd ||
    (mode.isEdit && record?.status === RecordStatus.Active && record.bookingStatus === BookingStatus.Active);

  const form = useForm<BookingFormValues>({
    initialValues: {
      tenantId: '',
      bookingDate: today(),
      checkInDate: today(),
      checkOutDate: '',
      roomNumberId: '',
      bookingType: String(RentalPeriod.Monthly),
      remark: '',
    },
    validate: (values) => schemaErrors(ZBookingCreateRequest, toRequest(values)),
  });

  useEffect(() => {
    if (!record) return;
    form.setValues({
      tenantId: String(record.tenantId),
      bookingDate: plainDate(record.bookingDate),
      checkInDate: plainDate(record.checkInDate),
      checkOutDate: plainDate(record.checkOutDate),
      roomNumberId: String(record.roomId),
      bookingType: String(record.bookingType),
      remark: record.remark,
    });
    form.resetDirty();
  }, [record]);

  /** A controlled input's value, change and error (DateField and EnumSelect take text). */
  const field = (name: keyof BookingFormValues) => ({
    value: form.values[name],
    onChange: (value: string) => form.setFieldValue(name, value),
    error: form.errors[name],
  });
  const setRoom = useCallback((value: string) => form.setFieldValue('roomNumberId', value), [form.setFieldValue]);

  if (mode.id !== null && booking.isPending) return <Loading />;

  const save = form.onSubmit((values) =>
    run({
      action: () =>
        mode.isAdd
          ? create.mutateAsync(toRequest(values))
          : update.mutateAsync({ ...toRequest(values), bookingId: mode.id ?? 0 }),
      onSuccess: () => navigate(LIST),
    }),
  );

  return (
    <FormPage
      title={t('bookings.formTitle')}
      onSubmit={save}
      header={
        record && !mode.isAdd ? (
          <Group gap="lg" wrap="wrap">
            <BookingStatusBadge status={record.bookingStatus} />
            {record.checkedInAt && (
              <Text size="sm">{`${t('bookings.checkedInAt')}: ${formatDate(record.checkedInAt)}`}</Text>
            )}
            {record.checkedOutAt && (
              <Text size="sm">{`${t('bookings.checkedOutAt')}: ${formatDate(record.checkedOutAt)}`}</Text>
            )}
            <RecordHeader
              status={<StatusBadge status={record.status} label={t(`enums.recordStatus.${record.status}`)} />}
              createDate={record.createDate}
              updateDate={record.updateDate}
              updateBy={record.updateBy}
            />
          </Group>
        ) : undefined
      }
      actions={
        <>
          {mode.isEdit && record && <BookingStateActions booking={record} />}
          {changeable && (
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />}>
              {t('common.save')}
            </Button>
          )}
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TenantSelect
          value={form.values.tenantId}
          onChange={(value) => form.setFieldValue('tenantId', value)}
          current={record}
          disabled={!changeable}
          error={form.errors.tenantId}
        />
        <DateField
          label={t('bookings.bookingDate')}
          withAsterisk
          disabled={!changeable}
          clearable={false}
          {...field('bookingDate')}
        />
        <DateField
          label={t('bookings.checkInDate')}
          withAsterisk
          disabled={!changeable}
          clearResetsTo={today()}
          {...field('checkInDate')}
        />
        <DateField
          label={t('bookings.checkOutDate')}
          description={changeable ? t('bookings.checkOutHint') : undefined}
          disabled={!changeable}
          {...field('checkOutDate')}
        />
        <RoomSelect
          value={form.values.roomNumberId}
          onChange={setRoom}
          stay={{ checkInDate: form.values.checkInDate, checkOutDate: form.values.checkOutDate }}
          bookingId={mode.id}
          current={changeable ? undefined : record}
          disabled={!changeable}
          error={form.errors.roomNumberId}
        />
        <EnumSelect
          label={t('bookings.rentalPeriod')}
          withAsterisk
          disabled={!changeable}
          options={enumValues(RentalPeriod).map((p) => ({ value: p, label: t(`enums.rentalPeriod.${p}`) }))}
          {...field('bookingType')}
        />
      </SimpleGrid>
      <Textarea
        label={t('bookings.remark')}
        maxLength={BOOKING_REMARK_MAX}
        autosize
        minRows={2}
        disabled={!changeable}
        {...form.getInputProps('remark')}
      />
      {record && (
        <BookingPaymentsSlot
          bookingId={record.bookingId}
          payable={record.status === RecordStatus.Active && record.bookingStatus === BookingStatus.Active}
        />
      )}
    </FormPage>
  );
}
