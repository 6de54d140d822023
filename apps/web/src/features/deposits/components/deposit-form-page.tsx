import {
  DepositStatus,
  type Payment,
  PaymentType,
  RecordStatus,
  refusal,
  ZDepositReturnRequest,
} from '@kamar/contract';
import { Alert, SimpleGrid } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { screens } from '../../../app/paths';
import { MessageText } from '../../../components/feedback/message-text';
import { DateField } from '../../../components/form/date-field';
import { FormPage } from '../../../components/form/form-page';
import { MoneyField } from '../../../components/form/money-field';
import { ReadValue } from '../../../components/form/read-value';
import { useRecordForm } from '../../../components/form/use-record-form';
import { formatMoney } from '../../../lib/format';
import { depositQueryOptions } from '../api/get-deposit';
import { useSettleDeposit } from '../api/settle-deposit';
import { DepositStatusBadge } from './deposit-status-badge';

const today = () => dayjs().format('YYYY-MM-DD');
const onHold = (p: Payment) =>
  p.paymentType === PaymentType.Deposit && p.depositStatus === DepositStatus.OnHold && p.status === RecordStatus.Active;

/** A settled deposit shows what was returned and when. */
const valuesOf = (p: Payment) => ({
  returnDate: onHold(p) || p.returnDate.startsWith('0001-01-01') ? today() : p.returnDate.slice(0, 10),
  amount: onHold(p) ? ('' as const) : p.returnedAmount,
});

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
    initialValues: { returnDate: today(), amount: '' as number | '' },
    valuesOf,
    toRequest: (v, mode) => ({
      paymentId: mode.id ?? 0,
      depositStatus: DepositStatus.Returned,
      amount: v.amount === '' ? undefined : v.amount,
      returnDate: v.returnDate,
    }),
    schema: ZDepositReturnRequest,
    rules: (v, _mode, deposit) => ({
      amount:
        v.amount !== '' && v.amount > (deposit?.amount ?? 0)
          ? refusal('deposit.returnAmountTooHigh', { max: deposit?.amount ?? 0 })
          : undefined,
    }),
    save: (input) => settle.mutateAsync(input),
    changeable: onHold,
  });
  const { record } = kit;

  if (record?.paymentType !== PaymentType.Deposit) {
    return (
      <FormPage title={t('deposits.formTitle')} kit={{ ...kit, readOnly: true }}>
        <Alert color="red">
          <MessageText message={refusal('deposit.notFound')} />
        </Alert>
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
        <MoneyField label={t('deposits.returnedAmount')} required {...kit.field('amount')} />
      </SimpleGrid>
    </FormPage>
  );
}
