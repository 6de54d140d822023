import {
  DepositStatus,
  enumValues,
  PAYMENT_ACCOUNT_MAX,
  type Payment,
  PaymentMethod,
  PaymentType,
  REMARK_MAX,
  refusal,
  ZPaymentCreateRequest,
} from '@kamar/contract';
import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { screens } from '../../../app/paths';
import { ChoiceField } from '../../../components/form/choice-field';
import { DateField } from '../../../components/form/date-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { TextAreaField, TextField } from '../../../components/form/text-field';
import { useRecordForm } from '../../../components/form/use-record-form';
import { businessToday } from '../../../lib/business-today';
import { formatMoney } from '../../../lib/format';
import { useCreatePayment } from '../api/create-payment';
import { useBookingOptions } from '../api/get-booking-options';
import { paymentQueryOptions } from '../api/get-payment';
import { useUpdatePayment } from '../api/update-payment';
import { BookingSelect } from './booking-select';
import { periodMonths, periodYears } from './payment-period';

const emptyPayment = (bookingId: number | null, bill: { billId: number; amount: number } | null = null) => ({
  bookingId: bookingId ? String(bookingId) : '',
  /** The bill this payment pays (from the bill's Add Payment); '' lets the server choose. */
  billId: bill ? String(bill.billId) : '',
  paymentDate: businessToday(),
  paymentType: String(PaymentType.RentPayment),
  paymentPeriodeMonth: String(Number(businessToday().slice(5, 7))),
  paymentPeriodeYear: businessToday().slice(0, 4),
  amount: (bill ? bill.amount : '') as number | '',
  remark: '',
  /** How it was paid ('' not recorded); the account only for a bank transfer. */
  paymentMethod: '',
  paymentAccount: '',
});
type PaymentValues = ReturnType<typeof emptyPayment>;

const valuesOf = (p: Payment): PaymentValues => ({
  bookingId: String(p.bookingId),
  billId: p.billId ? String(p.billId) : '',
  paymentDate: p.paymentDate.slice(0, 10),
  paymentType: String(p.paymentType),
  paymentPeriodeMonth: String(p.paymentPeriodeMonth),
  paymentPeriodeYear: String(p.paymentPeriodeYear),
  amount: p.amount,
  remark: p.remark,
  paymentMethod: p.paymentMethod === null ? '' : String(p.paymentMethod),
  paymentAccount: p.paymentAccount,
});

const toRequest = (v: PaymentValues) => ({
  ...v,
  bookingId: Number(v.bookingId),
  billId: v.billId && v.paymentType === String(PaymentType.RentPayment) ? Number(v.billId) : undefined,
  paymentType: Number(v.paymentType),
  paymentPeriodeMonth: Number(v.paymentPeriodeMonth),
  paymentPeriodeYear: Number(v.paymentPeriodeYear),
  amount: v.amount === '' ? undefined : v.amount,
  paymentMethod: v.paymentMethod === '' ? null : Number(v.paymentMethod),
  paymentAccount: v.paymentMethod === String(PaymentMethod.BankTransfer) ? v.paymentAccount : '',
});

/**
 * A payment more than this many times its room's rent is most often a slip (a zero or three too
 * many): the confirmation says so before it is saved.
 */
const UNUSUAL_RENT_MULTIPLE = 50;

/** The year list, plus an older year a stored payment may carry. */
function yearChoices(selected: string) {
  const years = periodYears().map(String);
  return (selected && !years.includes(selected) ? [selected, ...years] : years).map((y) => ({ value: y, label: y }));
}

export function PaymentFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // Recorded from a booking: the booking is fixed, and Save and Back return to it.
  const fromBooking = Number.parseInt(search.get('bookingId') ?? '', 10) || null;
  // Paying a bill: the bill and what is left on it come with the address; Back returns to the bill.
  const fromBill = Number.parseInt(search.get('billId') ?? '', 10) || null;
  const billAmount = Number.parseInt(search.get('amount') ?? '', 10) || 0;
  const create = useCreatePayment();
  const update = useUpdatePayment();
  const bookings = useBookingOptions({ tenantName: '' }, true);
  const rentOf = (bookingId: string) =>
    bookings.data?.listData.find((o) => String(o.bookingId) === bookingId)?.rentPrice ?? 0;
  const kit = useRecordForm({
    screen: screens.paymentForm,
    backTo: () =>
      fromBill
        ? screens.billForm.to({ formType: 'View', id: fromBill })
        : fromBooking
          ? screens.bookingForm.to({ formType: 'Edit', id: fromBooking })
          : screens.payments.to(),
    record: paymentQueryOptions,
    initialValues: emptyPayment(fromBooking, fromBill ? { billId: fromBill, amount: billAmount } : null),
    valuesOf,
    toRequest,
    schema: ZPaymentCreateRequest,
    rules: (v) => ({
      bookingId: v.bookingId ? undefined : t('payments.bookingRequired'),
      amount: v.amount === '' ? refusal('field.required', { field: 'amount' }) : undefined,
    }),
    save: (input, id) => (id === null ? create.mutateAsync(input) : update.mutateAsync({ ...input, paymentId: id })),
    confirmSave: (v) => {
      const rent = rentOf(v.bookingId);
      return typeof v.amount === 'number' && rent > 0 && v.amount > rent * UNUSUAL_RENT_MULTIPLE
        ? {
            text: t('payments.unusualAmount', {
              amount: formatMoney(v.amount),
              times: Math.floor(v.amount / rent),
              rent: formatMoney(rent),
            }),
            warning: true,
          }
        : undefined;
    },
  });
  const { field, form, mode, record } = kit;
  usePrefilledRent(kit.form, mode.isAdd);
  // A settled deposit keeps its type and amount (the server refuses such a change with 409).
  const settled = record?.depositStatus === DepositStatus.Returned || record?.depositStatus === DepositStatus.Owned;

  return (
    <FormPage title={t('payments.formTitle')} kit={kit}>
      <BookingSelect current={record} {...field('bookingId', { disabled: mode.isAdd && fromBooking !== null })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label={t('fields.paymentDate')} required clearResetsTo={businessToday()} {...field('paymentDate')} />
        <ChoiceField
          label={t('fields.paymentType')}
          required
          options={enumValues(PaymentType).map((v) => ({ value: v, label: t(`enums.paymentType.${v}`) }))}
          {...field('paymentType', { disabled: settled })}
        />
        <ChoiceField
          label={t('fields.periodMonth')}
          required
          options={periodMonths.map((m) => ({ value: m, label: t(`enums.month.${m}` as 'enums.month.1') }))}
          {...field('paymentPeriodeMonth')}
        />
        <ChoiceField
          label={t('fields.periodYear')}
          required
          options={yearChoices(form.values.paymentPeriodeYear)}
          {...field('paymentPeriodeYear')}
        />
        <MoneyField label={t('fields.amount')} required {...field('amount', { disabled: settled })} />
        <ChoiceField
          label={t('fields.paymentMethod')}
          options={enumValues(PaymentMethod).map((v) => ({ value: v, label: t(`enums.paymentMethod.${v}`) }))}
          {...field('paymentMethod')}
        />
        {form.values.paymentMethod === String(PaymentMethod.BankTransfer) && (
          <TextField label={t('fields.paymentAccount')} maxLength={PAYMENT_ACCOUNT_MAX} {...field('paymentAccount')} />
        )}
      </SimpleGrid>
      <TextAreaField label={t('fields.remark')} maxLength={REMARK_MAX} {...field('remark')} />
    </FormPage>
  );
}

/** Rent is prefilled from the booking's room price, unless the person already typed their own amount. */
function usePrefilledRent(form: UseFormReturnType<PaymentValues>, adding: boolean) {
  const options = useBookingOptions({ tenantName: '' }, adding);
  const prefilled = useRef<number | null>(null);
  const { bookingId, paymentType } = form.values;
  const option = options.data?.listData.find((o) => String(o.bookingId) === bookingId);
  useEffect(() => {
    if (!adding || !option || paymentType !== String(PaymentType.RentPayment) || option.rentPrice <= 0) return;
    const amount = form.getValues().amount;
    if (amount !== '' && amount !== prefilled.current) return;
    prefilled.current = option.rentPrice;
    form.setFieldValue('amount', option.rentPrice);
  }, [option, paymentType, adding]);
}
