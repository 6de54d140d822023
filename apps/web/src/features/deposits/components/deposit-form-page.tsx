import { DepositStatus, formatMessage, messages, PaymentType } from '@kamar/contract';
import { Alert, Button, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useAction } from '../../../components/feedback/use-action';
import { useAdminOnly } from '../../../components/feedback/use-admin-only';
import { FormPage } from '../../../components/form/form-page';
import { MoneyInput } from '../../../components/form/money-input';
import { useFormMode } from '../../../components/form/use-form-mode';
import { formatMoney } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useDeposit } from '../api/get-deposit';
import { useSettleDeposit } from '../api/settle-deposit';
import { DepositStatusBadge } from './deposit-status-badge';

const DateField = lazy(() => import('../../../components/form/date-field').then((m) => ({ default: m.DateField })));

interface ReturnFormValues {
  returnDate: string;
  amount: number | '';
}

/**
 * Deposit Return Detail (spec /deposit/form): returns part or all of an On Hold deposit. The
 * deposit's real amount is read from the server (DESIGN.md section 5), not a constant.
 */
export function DepositFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const gate = useAdminOnly();
  const mode = useFormMode('paymentId');
  const deposit = useDeposit(mode.id);
  const settle = useSettleDeposit();
  const depositAmount = deposit.data?.amount ?? 0;

  const form = useForm<ReturnFormValues>({
    initialValues: { returnDate: dayjs().format('YYYY-MM-DD'), amount: '' },
    validate: {
      amount: (amount) =>
        amount === '' || amount <= 0
          ? translateMessage(messages.returnAmountRequired)
          : amount > depositAmount
            ? translateMessage(formatMessage('returnAmountTooHigh', { max: formatMoney(depositAmount) }))
            : null,
    },
  });

  if (!gate.allowed || (mode.id !== null && deposit.isPending)) return <Loading />;
  const record = deposit.data;
  const isDeposit = record?.paymentType === PaymentType.Deposit;
  const onHold = isDeposit && record.depositStatus === DepositStatus.OnHold && record.status === 1;

  const save = form.onSubmit((values) =>
    run({
      action: () =>
        settle.mutateAsync({
          paymentId: mode.id ?? 0,
          depositStatus: DepositStatus.Returned,
          amount: values.amount === '' ? 0 : values.amount,
          returnDate: values.returnDate,
        }),
      onSuccess: () => navigate('/deposit'),
    }),
  );

  return (
    <FormPage
      title={t('deposits.formTitle')}
      onSubmit={save}
      actions={
        onHold && (
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />}>
            {t('common.save')}
          </Button>
        )
      }
    >
      {!isDeposit ? (
        <Alert color="red">{translateMessage(messages.depositNotFound)}</Alert>
      ) : (
        <>
          {!onHold && (
            <Alert color="yellow" title={<DepositStatusBadge status={record.depositStatus ?? 0} />}>
              {t('deposits.alreadySettled')}
            </Alert>
          )}
          <TextInput label={t('deposits.tenant')} value={`${record.tenantName} - ${record.roomNumber}`} readOnly />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Suspense>
              <DateField
                label={t('deposits.returnDate')}
                withAsterisk
                disabled={!onHold}
                clearResetsTo={dayjs().format('YYYY-MM-DD')}
                value={form.values.returnDate}
                onChange={(v) => form.setFieldValue('returnDate', v)}
              />
            </Suspense>
            <MoneyInput
              label={t('deposits.depositAmount')}
              value={record.amount}
              onChange={() => {}}
              readOnly
              variant="filled"
            />
            <MoneyInput
              label={t('deposits.returnedAmount')}
              withAsterisk
              disabled={!onHold}
              value={onHold ? form.values.amount : record.returnedAmount}
              onChange={(v) => form.setFieldValue('amount', v)}
              error={form.errors.amount}
            />
          </SimpleGrid>
        </>
      )}
    </FormPage>
  );
}
