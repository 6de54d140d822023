import {
  enumValues,
  PaymentMethod,
  RentalPeriod,
  TENANT_LIMITS,
  type WalkInDone,
  ZWalkInRequest,
} from '@kamar/contract';
import { FileInput, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { ChoiceField } from '../../../components/form/choice-field';
import { DateField } from '../../../components/form/date-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { businessToday } from '../../../lib/business-today';
import { formatMoney } from '../../../lib/format';
import { bookingQueryOptions } from '../api/get-booking';
import { useWalkIn } from '../api/walk-in';
import { RoomSelect } from './room-select';
import { TenantSelect } from './tenant-select';
import { useRentFromRoom } from './use-rent-from-room';

type TenantMode = 'new' | 'existing';

const emptyWalkIn = (roomId: string) => ({
  tenantMode: 'new' as TenantMode,
  tenantId: '',
  tenantName: '',
  phone: '',
  idNumber: '',
  photo: null as File | null,
  roomNumberId: roomId,
  checkInDate: businessToday(),
  checkOutDate: '',
  bookingType: String(RentalPeriod.Monthly),
  rentAmount: '' as number | '',
  depositAmount: '' as number | '',
  rentPaid: '' as number | '',
  paymentMethod: String(PaymentMethod.Cash),
});
type WalkInValues = ReturnType<typeof emptyWalkIn>;

const money = (v: number | '') => (v === '' ? '' : String(v));

/** The call's text fields: the chosen tenant, or the new one's; an empty one is left out. */
function fieldsOf(v: WalkInValues): Record<string, string> {
  const tenant: Record<string, string> =
    v.tenantMode === 'existing'
      ? { tenantId: v.tenantId }
      : { tenantName: v.tenantName, phone: v.phone, idNumber: v.idNumber };
  return {
    ...tenant,
    roomNumberId: v.roomNumberId,
    checkInDate: v.checkInDate,
    checkOutDate: v.checkOutDate,
    bookingType: v.bookingType,
    rentAmount: money(v.rentAmount),
    depositAmount: money(v.depositAmount),
    rentPaid: money(v.rentPaid),
    paymentMethod: v.paymentMethod,
  };
}

const paid = (v: WalkInValues) => (v.depositAmount || 0) + (v.rentPaid || 0);

/**
 * A guest at the door in one form: who (a tenant already known, or a new one with phone, NIK and
 * KTP photo), the room (chosen when started from a free room on the map), the stay and its rent
 * (the room type's price), and the deposit and first rent taken now. One call makes it all or
 * nothing (Booking/WalkIn); then the receipts and their WhatsApp messages.
 */
export function WalkInPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const walkIn = useWalkIn();
  const done = useRef<WalkInDone | null>(null);
  const kit = useRecordForm({
    screen: { idParam: 'walkInId', editableBy: () => true },
    backTo: () => (done.current ? screens.walkInDone.to({ bookingId: done.current.bookingId }) : screens.roomMap.to()),
    record: bookingQueryOptions,
    initialValues: emptyWalkIn(query.get('roomId') ?? ''),
    toRequest: (v) => fieldsOf(v),
    schema: ZWalkInRequest,
    rules: (v) => ({
      tenantId: v.tenantMode === 'existing' && v.tenantId === '' ? t('walkIn.chooseTenant') : undefined,
      checkInDate: v.checkInDate > businessToday() ? t('walkIn.arrivesToday') : undefined,
    }),
    confirmSave: (v) => ({
      text: paid(v) > 0 ? t('walkIn.confirmPaid', { amount: formatMoney(paid(v)) }) : t('walkIn.confirm'),
      warning: true,
    }),
    save: async (_request, _id, values) => {
      done.current = await walkIn.mutateAsync({
        fields: fieldsOf(values),
        photo: values.tenantMode === 'new' ? values.photo : null,
      });
      return done.current;
    },
  });
  const { field, form } = kit;
  useRentFromRoom(form, null);
  useFirstRentFollowsRent(form.values.rentAmount, form.values.rentPaid, (rent) => form.setFieldValue('rentPaid', rent));
  const newTenant = form.values.tenantMode === 'new';

  return (
    <FormPage title={t('walkIn.title')} kit={kit}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('fields.tenant')}
        </Title>
        <SegmentedControl
          aria-label={t('fields.tenant')}
          value={form.values.tenantMode}
          onChange={(mode) => form.setFieldValue('tenantMode', mode as TenantMode)}
          data={[
            { value: 'new', label: t('walkIn.newTenant') },
            { value: 'existing', label: t('walkIn.existingTenant') },
          ]}
        />
        {newTenant ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              label={t('fields.tenantName')}
              required
              transform="upper"
              maxLength={TENANT_LIMITS.tenantName}
              autoComplete="off"
              {...field('tenantName')}
            />
            <TextField
              label={t('fields.phone')}
              transform="digits"
              inputMode="tel"
              maxLength={TENANT_LIMITS.phone}
              {...field('phone')}
            />
            <TextField
              label={t('fields.idNumber')}
              transform="digits"
              inputMode="numeric"
              maxLength={TENANT_LIMITS.idNumber}
              {...field('idNumber')}
            />
            <FileInput
              label={t('tenants.photo')}
              description={t('tenants.photoHint')}
              placeholder={t('tenants.choosePhoto')}
              accept="image/png,image/jpeg,image/gif"
              clearable
              value={form.values.photo}
              onChange={(file) => form.setFieldValue('photo', file)}
              error={form.errors.photoID}
            />
          </SimpleGrid>
        ) : (
          <TenantSelect {...field('tenantId')} />
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('walkIn.stay')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RoomSelect
            stay={{ checkInDate: form.values.checkInDate, checkOutDate: form.values.checkOutDate }}
            bookingId={null}
            {...field('roomNumberId')}
          />
          <DateField
            label={t('fields.checkInDate')}
            required
            clearResetsTo={businessToday()}
            {...field('checkInDate')}
          />
          <DateField
            label={t('fields.checkOutDate')}
            description={t('bookings.checkOutHint')}
            {...field('checkOutDate')}
          />
          <ChoiceField
            label={t('fields.rentalPeriod')}
            required
            options={enumValues(RentalPeriod).map((p) => ({ value: p, label: t(`enums.rentalPeriod.${p}`) }))}
            {...field('bookingType')}
          />
          <MoneyField label={t('fields.rentAmount')} description={t('bills.rentHint')} {...field('rentAmount')} />
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('walkIn.payment')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyField
            label={t('fields.depositAmount')}
            description={t('walkIn.noneHint')}
            {...field('depositAmount')}
          />
          <MoneyField label={t('fields.rentPaid')} description={t('walkIn.rentPaidHint')} {...field('rentPaid')} />
          <ChoiceField
            label={t('fields.paymentMethod')}
            options={enumValues(PaymentMethod).map((v) => ({ value: v, label: t(`enums.paymentMethod.${v}`) }))}
            {...field('paymentMethod')}
          />
        </SimpleGrid>
      </Stack>
    </FormPage>
  );
}

/** The first rent paid starts as the rent and follows it until the person types another amount. */
function useFirstRentFollowsRent(rent: number | '', rentPaid: number | '', set: (value: number | '') => void) {
  const followed = useRef<number | ''>('');
  useEffect(() => {
    if (rentPaid !== followed.current) return;
    followed.current = rent;
    set(rent);
  }, [rent]);
}
