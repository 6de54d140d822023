import { CLAIM_REASON_MAX, type PaymentClaim, ZPaymentClaimRejectRequest } from '@kamar/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/form/dialog-form';
import { TextAreaField } from '../../../components/form/text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useRejectPaymentClaim } from '../api/reject-payment-claim';

/** Reject, with the reason the tenant then reads on their page (required): decided once, so asked as a warning. */
export function RejectClaimDialog(props: { claim: PaymentClaim; onFailed(error: unknown): void; onClose(): void }) {
  const { t } = useTranslation();
  const reject = useRejectPaymentClaim();
  const kit = useDialogForm({
    initialValues: { reason: '' },
    toRequest: (v) => ({ paymentClaimId: props.claim.paymentClaimId, reason: v.reason }),
    schema: ZPaymentClaimRejectRequest,
    confirm: { text: t('paymentClaims.rejectConfirm'), warning: true },
    save: async (request) => {
      try {
        return await reject.mutateAsync(request);
      } catch (error) {
        props.onFailed(error);
        throw error;
      }
    },
    onSaved: props.onClose,
  });
  const title = t('paymentClaims.rejectTitle');

  return (
    <DialogForm
      kit={kit}
      title={title}
      testId="reject-claim-form"
      onClose={props.onClose}
      submit={{ label: t('paymentClaims.reject'), color: 'red.8' }}
    >
      <TextAreaField label={t('fields.reason')} required maxLength={CLAIM_REASON_MAX} {...kit.field('reason')} />
      <Text size="sm">{t('paymentClaims.rejectHint')}</Text>
    </DialogForm>
  );
}
