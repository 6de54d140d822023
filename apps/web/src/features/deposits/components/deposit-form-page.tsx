import {
  DepositStatus,
  formatMessage,
  messages,
  type Payment,
  PaymentType,
  RecordStatus,
  ZDepositReturnRequest,
} from '@kamar/contract';
import { Alert, SimpleGrid } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { DateField } from '../../../components/form/date-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { ReadValue } from '../../../components/form/read-value';
import { useRecordForm } from '../../../components/form/use-record-form';
import { formatMoney } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { depositQueryOptions } from '../api/get-deposit';
import { useSettleDeposit } from '../api/settle-deposit';
import { DeductionRows, type DeductionValues, emptyDeduction } from './deduction-rows';
import { DepositStatusBadge } from './deposit-status-badge';

const today = () => dayjs().format('YYYY-MM-DD');
const onHold = (p: Payment) =>
  p.paymentType === PaymentType.Deposit && p.depositStatus === DepositStatus.OnHold && p.status === RecordStatus.Active;

/** A settled deposit shows what was returned and when. */
const valuesOf = (p: Payment) => ({
  returnDate: onHold(p) || p.returnDate.startsWith('0001-01-01') ? today() : p.returnDate.slice(0, 10),
  amount: (onHold(p) ? '' : p.returnedAmount) as number | '',
  deductions: [] as DeductionValues[],
});

const deducted = (rows: DeductionValues[]) => rows.reduce((sum, d) => sum + (d.amount === '' ? 0 : d.amount), 0);

/**
 * Deposit Return Detail (spec /deposit/form): returns part or all of an On Hold deposit. The
 * deposit's real amount is read from the server (DESIGN.md section 5), not a constant.
 */
export function DepositFormPage() {
  const { t } = useTranslation();
  const settle = useSettleDeposit();
  const kit = useRecordForm({
    screen: screens.depositForm,
    backTo: () => screens.deposits.to(),
    record: depositQueryOptions,
    initialValues: { returnDate: today(), amount: '' as number | '', deductions: [] as DeductionValues[] },
    valuesOf,
    toRequest: (v, mode) => ({
      paymentId: mode.id ?? 0,
      depositStatus: DepositStatus.Returned,
      amount: v.amount === '' ? undefined : v.amount,
      returnDate: v.returnDate,
      deductions: v.deductions.map((d) => ({
        kind: Number(d.kind),
        amount: d.amount === '' ? undefined : d.amount,
        billId: d.billId ? Number(d.billId) : null,
        note: d.note,
      })),
    }),
    schema: ZDepositReturnRequest,
    rules: (v, _mode, deposit) => ({
      amount:
        v.amount !== '' && v.amount > (deposit?.amount ?? 0)
          ? translateMessage(formatMessage('returnAmountTooHigh', { max: formatMoney(deposit?.amount ?? 0) }))
          : undefined,
    }),
    save: (input) => settle.mutateAsync(input),
    changeable: onHold,
  });
  const { record, form } = kit;
  const rows = form.values.deductions;
  // With deductions the returned amount is the deposit minus them, kept in step as they are typed.
  useEffect(() => {
    if (!record || !onHold(record) || rows.length === 0) return;
    form.setFieldValue('amount', Math.max(0, record.amount - deducted(rows)));
  }, [record, rows]);

  if (record?.paymentType !== PaymentType.Deposit) {
    return (
      <FormPage title={t('deposits.formTitle')} kit={{ ...kit, readOnly: true }}>
        <Alert color="red">{translateMessage(messages.depositNotFound)}</Alert>
      </FormPage>
    );
  }
  return (
    <FormPage title={t('deposits.formTitle')} kit={kit}>
      {!onHold(record) && (
        <Alert color="yellow" title={<DepositStatusBadge status={record.depositStatus ?? 0} />}>
          {t('deposits.alreadySettled')}
        </Alert>
      )}
      <ReadValue label={t('deposits.tenant')} value={`${record.tenantName} - ${record.roomNumber}`} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField label={t('deposits.returnDate')} required clearResetsTo={today()} {...kit.field('returnDate')} />
        <ReadValue label={t('deposits.depositAmount')} value={formatMoney(record.amount)} />
        <MoneyField
          label={t('deposits.returnedAmount')}
          required
          {...kit.field('amount', { disabled: rows.length > 0 })}
        />
      </SimpleGrid>
      <DeductionRows
        bookingId={record.bookingId}
        rows={rows}
        readOnly={kit.readOnly}
        onAdd={() => form.insertListItem('deductions', emptyDeduction())}
        onRemove={(i) => form.removeListItem('deductions', i)}
        onChange={(i, change) => form.setFieldValue(`deductions.${i}`, { ...rows[i], ...change } as DeductionValues)}
      />
    </FormPage>
  );
}
