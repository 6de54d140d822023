import {
  dayOfApiDate,
  type PaymentClaim,
  type PaymentClaimApproved,
  refusal,
  ZPaymentClaimApproveRequest,
} from '@kamar/contract';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ConfirmWords } from '../../../components/feedback/dialogs';
import { DateField } from '../../../components/form/date-field';
import { DialogForm } from '../../../components/form/dialog-form';
import { MoneyField } from '../../../components/form/money-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { businessToday } from '../../../lib/business-today';
import { formatDate, formatMoney } from '../../../lib/format';
import { useApprovePaymentClaim } from '../api/approve-payment-claim';
import { approveOutcome } from './claim-outcome';

/**
 * Approve: the amount and the day the money came in, prefilled with what the tenant typed and
 * corrected to what the photo shows; what that does to the bill is said as it is typed. Saving
 * records the payment (bank transfer) with its receipt; `onApproved` hands the receipt on.
 */
export function ApproveClaimDialog(props: {
  claim: PaymentClaim;
  onApproved(approved: PaymentClaimApproved): void;
  /** The save failed: the claim may have been decided by someone else meanwhile. */
  onFailed(error: unknown): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { claim } = props;
  const approve = useApprovePaymentClaim();
  const today = businessToday();
  const kit = useDialogForm({
    initialValues: { amount: claim.amount as number | '', paymentDate: dayOfApiDate(claim.paidDate) },
    toRequest: (v) => ({
      paymentClaimId: claim.paymentClaimId,
      amount: v.amount === '' ? undefined : v.amount,
      paymentDate: v.paymentDate || undefined,
    }),
    schema: ZPaymentClaimApproveRequest,
    // Both are optional in the request (left out: the tenant's); here they are what is recorded.
    rules: (v) => ({
      amount: v.amount === '' ? refusal('field.required', { field: 'amount' }) : undefined,
      paymentDate:
        v.paymentDate === ''
          ? refusal('field.required', { field: 'paymentDate' })
          : v.paymentDate > today
            ? t('paymentClaims.dateInFuture')
            : undefined,
    }),
    // Asked with what is about to be recorded (the form's values at Approve).
    confirm: (): Promise<ConfirmWords> =>
      Promise.resolve({
        text: t('paymentClaims.approveConfirm', {
          amount: formatMoney(Number(kit.form.values.amount)),
          date: formatDate(kit.form.values.paymentDate),
        }),
      }),
    save: async (request) => {
      try {
        props.onApproved(await approve.mutateAsync(request));
      } catch (error) {
        props.onFailed(error);
        throw error;
      }
    },
    onSaved: props.onClose,
  });
  const { amount } = kit.form.values;
  const title = t('paymentClaims.approveTitle');

  return (
    <DialogForm
      kit={kit}
      title={title}
      testId="approve-claim-form"
      onClose={props.onClose}
      submit={{ label: t('paymentClaims.approve'), color: 'green.8' }}
    >
      <Text size="sm">{t('paymentClaims.approveHint')}</Text>
      <MoneyField label={t('fields.amount')} required {...kit.field('amount')} />
      <DateField
        label={t('fields.paymentDate')}
        required
        clearable={false}
        maxDate={today}
        {...kit.field('paymentDate')}
      />
      {amount !== '' && amount > 0 && (
        <Text size="sm" fw={500} data-testid="approve-outcome">
          {outcomeWords(t, amount, claim)}
        </Text>
      )}
    </DialogForm>
  );
}

function outcomeWords(t: TFunction, amount: number, claim: PaymentClaim): string {
  const words = { amount: formatMoney(amount), bill: claim.billNumber, owed: formatMoney(claim.billOutstanding) };
  const outcome = approveOutcome(amount, claim.billOutstanding);
  switch (outcome.kind) {
    case 'paysInFull':
      return t('paymentClaims.paysInFull', words);
    case 'leavesOwed':
      return t('paymentClaims.leavesOwed', { ...words, left: formatMoney(outcome.left) });
    case 'credit':
      return t('paymentClaims.becomesCredit', { ...words, credit: formatMoney(outcome.credit) });
    case 'billPaid':
      return t('paymentClaims.billAlreadyPaid', words);
  }
}
