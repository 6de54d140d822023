import {
  type Booking,
  ChargeKind,
  type ChargeTypeRow,
  dayOfApiDate,
  STAY_CHARGE_QUANTITY_MAX,
  STAY_CHARGE_REMARK_MAX,
  type StayCharge,
  type StayChargeCreateRequest,
  type StayChargeUpdateRequest,
  ZStayChargeCreateRequest,
  ZStayChargeUpdateRequest,
} from '@kamar/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/form/choice-field';
import { DateField } from '../../../components/form/date-field';
import { DialogForm } from '../../../components/form/dialog-form';
import { MoneyField } from '../../../components/form/money-field';
import { ReadValue } from '../../../components/form/read-value';
import { TextAreaField, TextField } from '../../../components/form/text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { businessToday } from '../../../lib/business-today';
import { formatMoney } from '../../../lib/format';
import { useMay } from '../../../lib/use-role';
import { useCreateStayCharge } from '../api/create-stay-charge';
import { useBookingRoom } from '../api/get-booking-room';
import { useChargeTypeChoices } from '../api/get-charge-type-choices';
import { useUpdateStayCharge } from '../api/update-stay-charge';

interface ChargeValues {
  chargeTypeId: string;
  quantity: string;
  unitPrice: number | '';
  startDate: string;
  endDate: string;
  remark: string;
}

/** A new charge starts today, or on the stay's first day when that is later (none may start before it). */
function newCharge(booking: Booking): ChargeValues {
  const today = businessToday();
  const checkIn = dayOfApiDate(booking.checkInDate);
  return {
    chargeTypeId: '',
    quantity: '1',
    unitPrice: '',
    startDate: checkIn > today ? checkIn : today,
    endDate: '',
    remark: '',
  };
}

const valuesOf = (c: StayCharge): ChargeValues => ({
  chargeTypeId: String(c.chargeTypeId),
  quantity: String(c.quantity),
  unitPrice: c.unitPrice,
  startDate: dayOfApiDate(c.startDate),
  endDate: dayOfApiDate(c.endDate),
  remark: c.remark,
});

const typeChoice = (type: ChargeTypeRow) =>
  `${type.chargeTypeName} · ${formatMoney(type.unitPrice)}${type.unitName ? ` / ${type.unitName}` : ''}`;

/**
 * Adds a charge to a stay, or changes one (its type stays). The unit price comes from the charge
 * type; only those who may agree a rent may agree another (contract permissions.ts, rents.set):
 * for the others it is shown, and the server applies the type's. A per-period charge may end on
 * a date; a one-off goes on the stay's next bill from its date.
 */
export function StayChargeDialog(props: { booking: Booking; charge: StayCharge | null; onClose(): void }) {
  const { booking, charge, onClose } = props;
  const { t } = useTranslation();
  const agreesPrice = useMay('rents.set');
  const room = useBookingRoom(booking.roomId);
  const types = useChargeTypeChoices(charge ? undefined : room.data?.propertyId);
  const create = useCreateStayCharge();
  const update = useUpdateStayCharge();
  const kit = useDialogForm({
    initialValues: charge ? valuesOf(charge) : newCharge(booking),
    toRequest: (v) => ({
      ...(charge
        ? { stayChargeId: charge.stayChargeId }
        : { bookingId: booking.bookingId, chargeTypeId: v.chargeTypeId ? Number(v.chargeTypeId) : undefined }),
      quantity: v.quantity === '' ? undefined : Number(v.quantity),
      // Left out: the type's price (a new charge) or the one agreed before (a change).
      unitPrice: agreesPrice && v.unitPrice !== '' ? v.unitPrice : null,
      startDate: v.startDate || undefined,
      endDate: v.endDate || null,
      remark: v.remark,
    }),
    schema: charge ? ZStayChargeUpdateRequest : ZStayChargeCreateRequest,
    save: (request) =>
      charge
        ? update.mutateAsync(request as StayChargeUpdateRequest)
        : create.mutateAsync(request as StayChargeCreateRequest),
    onSaved: onClose,
  });
  const { form, field } = kit;
  const type = types.data?.find((c) => String(c.chargeTypeId) === form.values.chargeTypeId);
  const kind = charge?.chargeKind ?? type?.chargeKind;
  const price = form.values.unitPrice === '' ? (type?.unitPrice ?? 0) : form.values.unitPrice;
  const amount = Number(form.values.quantity || 0) * (Number.isFinite(price) ? price : 0);
  const title = t(charge ? 'stayCharges.edit' : 'stayCharges.add');

  return (
    <DialogForm kit={kit} title={title} testId="stay-charge-form" onClose={onClose}>
      {charge ? (
        <ReadValue label={t('fields.chargeType')} value={charge.chargeTypeName} />
      ) : (
        <ChoiceField
          label={t('fields.chargeType')}
          required
          empty
          options={(types.data ?? []).map((c) => ({ value: c.chargeTypeId, label: typeChoice(c) }))}
          description={kind ? t(`enums.chargeKind.${kind}`) : undefined}
          {...field('chargeTypeId')}
          onChange={(value) => {
            form.setFieldValue('chargeTypeId', value);
            const chosen = types.data?.find((c) => String(c.chargeTypeId) === value);
            form.setFieldValue('unitPrice', chosen?.unitPrice ?? '');
            if (chosen?.chargeKind !== ChargeKind.PerPeriod) form.setFieldValue('endDate', '');
          }}
        />
      )}
      <SimpleGrid cols={2}>
        <TextField
          label={t('fields.quantity')}
          required
          transform="digits"
          inputMode="numeric"
          maxLength={String(STAY_CHARGE_QUANTITY_MAX).length}
          {...field('quantity')}
        />
        <MoneyField
          label={t('fields.unitPrice')}
          description={agreesPrice ? undefined : t('stayCharges.priceHint')}
          {...field('unitPrice', { disabled: !agreesPrice })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: kind === ChargeKind.PerPeriod ? 2 : 1 }}>
        <DateField label={t('fields.startDate')} required clearable={false} {...field('startDate')} />
        {kind === ChargeKind.PerPeriod && (
          <DateField label={t('fields.endDate')} description={t('stayCharges.endHint')} {...field('endDate')} />
        )}
      </SimpleGrid>
      <TextAreaField label={t('fields.remark')} maxLength={STAY_CHARGE_REMARK_MAX} {...field('remark')} />
      {kind !== undefined && amount > 0 && (
        <Text size="sm" fw={500} data-testid="stay-charge-amount">
          {t(kind === ChargeKind.OneOff ? 'stayCharges.once' : 'stayCharges.perBill', {
            amount: formatMoney(amount),
          })}
        </Text>
      )}
    </DialogForm>
  );
}
