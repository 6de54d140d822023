import { enumValues, formatMessage, PaymentType, REMARK_MAX, ZPaymentCreateRequest } from '@kamar/contract';
import { Button, NativeSelect, SimpleGrid, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useAction } from '../../../components/feedback/use-action';
import { useAdminOnly } from '../../../components/feedback/use-admin-only';
import { EnumSelect } from '../../../components/form/enum-select';
import { FormPage } from '../../../components/form/form-page';
import { MoneyInput } from '../../../components/form/money-input';
import { RecordHeader } from '../../../components/form/record-header';
import { schemaErrors } from '../../../components/form/schema-errors';
import { useFormMode } from '../../../components/form/use-form-mode';
import { StatusBadge } from '../../../components/status-badge';
import { translateMessage } from '../../../lib/i18n';
import { useCreatePayment } from '../api/create-payment';
import { useBookingOptions } from '../api/get-booking-options';
import { usePayment } from '../api/get-payment';
import { useUpdatePayment } from '../api/update-payment';
import { BookingSelect } from './booking-select';
import { periodMonths, periodYears } from './payment-period';

const DateField = lazy(() => import('../../../components/form/date-field').then((m) => ({ default: m.DateField })));

interface PaymentFormValues {
  bookingId: string;
  paymentDate: string;
  paymentType: string;
  month: string;
  year: string;
  amount: number | '';
  remark: string;
}

const today = () => dayjs().format('YYYY-MM-DD');

export function PaymentFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const mode = useFormMode('paymentId');
  const [search] = useSearchParams();
  const fromBooking = Number.parseInt(search.get('bookingId') ?? '', 10) || null;
  // Staff may record a payment (from a booking); only administrators edit or list payments.
  const gate = useAdminOnly(!mode.isAdd);
  const payment = usePayment(mode.id);
  const create = useCreatePayment();
  const update = useUpdatePayment();
  const options = useBookingOptions({ tenantName: '' });
  const prefilled = useRef<number | null>(null);

  const form = useForm<PaymentFormValues>({
    initialValues: {
      bookingId: fromBooking ? String(fromBooking) : '',
      paymentDate: today(),
      paymentType: String(PaymentType.RentPayment),
      month: String(dayjs().month() + 1),
      year: String(dayjs().year()),
      amount: '',
      remark: '',
    },
    validate: (values) => {
      const errors = schemaErrors(ZPaymentCreateRequest, request(values));
      if (!values.bookingId) errors.bookingId = t('payments.bookingRequired');
      if (values.amount === '') errors.amount = translateMessage(formatMessage('fieldRequired', { field: 'Amount' }));
      return errors;
    },
  });

  useEffect(() => {
    if (!payment.data) return;
    const p = payment.data;
    form.setValues({
      bookingId: String(p.bookingId),
      paymentDate: p.paymentDate.slice(0, 10),
      paymentType: String(p.paymentType),
      month: String(p.paymentPeriodeMonth),
      year: String(p.paymentPeriodeYear),
      amount: p.amount,
      remark: p.remark,
    });
    form.resetDirty();
  }, [payment.data]);

  // Rent is prefilled from the room price, unless the person already typed their own amount.
  const { bookingId, paymentType } = form.values;
  const option = options.data?.listData.find((o) => String(o.bookingId) === bookingId);
  useEffect(() => {
    if (!mode.isAdd || !option || paymentType !== String(PaymentType.RentPayment) || option.rentPrice <= 0) return;
    const amount = form.getValues().amount;
    if (amount !== '' && amount !== prefilled.current) return;
    prefilled.current = option.rentPrice;
    form.setFieldValue('amount', option.rentPrice);
  }, [option, paymentType, mode.isAdd]);

  if (!gate.allowed || (mode.id !== null && payment.isPending)) return <Loading />;

  const back = () => navigate(fromBooking ? `/booking/form?bookingId=${fromBooking}&formType=Edit` : '/payment');
  const save = form.onSubmit((values) =>
    run({
      action: () =>
        mode.isAdd
          ? create.mutateAsync(request(values))
          : update.mutateAsync({ ...request(values), paymentId: mode.id ?? 0 }),
      onSuccess: back,
    }),
  );
  const record = payment.data;
  // A settled deposit keeps its type and amount (the server refuses such a change with 409).
  const settled = record?.depositStatus === 1 || record?.depositStatus === 2;

  return (
    <FormPage
      title={t('payments.formTitle')}
      onSubmit={save}
      header={
        record && !mode.isAdd ? (
          <RecordHeader
            status={<StatusBadge status={record.status} label={t(`enums.recordStatus.${record.status}`)} />}
            createDate={record.createDate}
            updateDate={record.updateDate}
            updateBy={record.updateBy}
          />
        ) : undefined
      }
      actions={
        mode.editable && (
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />}>
            {t('common.save')}
          </Button>
        )
      }
    >
      <BookingSelect
        value={form.values.bookingId}
        current={record}
        disabled={!mode.editable || (mode.isAdd && fromBooking !== null)}
        error={form.errors.bookingId as string | undefined}
        onChange={(bookingId) => form.setFieldValue('bookingId', bookingId)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Suspense>
          <DateField
            label={t('payments.paymentDate')}
            withAsterisk
            disabled={!mode.editable}
            clearResetsTo={today()}
            value={form.values.paymentDate}
            onChange={(v) => form.setFieldValue('paymentDate', v)}
            error={form.errors.paymentDate}
          />
        </Suspense>
        <EnumSelect
          label={t('payments.paymentType')}
          withAsterisk
          disabled={!mode.editable || settled}
          options={enumValues(PaymentType).map((v) => ({ value: v, label: t(`enums.paymentType.${v}`) }))}
          value={form.values.paymentType}
          onChange={(v) => form.setFieldValue('paymentType', v)}
          error={form.errors.paymentType}
        />
        <NativeSelect
          label={t('payments.periodMonth')}
          withAsterisk
          disabled={!mode.editable}
          data={periodMonths.map((m) => ({ value: String(m), label: t(`enums.month.${m}` as 'enums.month.1') }))}
          {...form.getInputProps('month')}
        />
        <NativeSelect
          label={t('payments.periodYear')}
          withAsterisk
          disabled={!mode.editable}
          data={yearChoices(form.values.year)}
          {...form.getInputProps('year')}
        />
        <MoneyInput
          label={t('payments.amount')}
          withAsterisk
          disabled={!mode.editable || settled}
          value={form.values.amount}
          onChange={(v) => form.setFieldValue('amount', v)}
          error={form.errors.amount}
        />
      </SimpleGrid>
      <Textarea
        label={t('payments.remark')}
        maxLength={REMARK_MAX}
        autosize
        minRows={2}
        disabled={!mode.editable}
        {...form.getInputProps('remark')}
      />
    </FormPage>
  );
}

/** The year list, plus an older year a stored payment may carry. */
function yearChoices(selected: string): string[] {
  const years = periodYears().map(String);
  return selected && !years.includes(selected) ? [selected, ...years] : years;
}

function request(values: PaymentFormValues) {
  return {
    bookingId: Number(values.bookingId),
    paymentDate: values.paymentDate,
    paymentType: Number(values.paymentType) as PaymentType,
    paymentPeriodeMonth: Number(values.month),
    paymentPeriodeYear: Number(values.year),
    amount: values.amount === '' ? Number.NaN : values.amount,
    remark: values.remark,
  };
}
