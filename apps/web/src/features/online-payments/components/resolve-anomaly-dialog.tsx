import { type AnomalyRow, ZResolveAnomalyRequest } from '@kamar/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { irreversible } from '../../../components/feedback/dialogs';
import { DialogForm } from '../../../components/form/dialog-form';
import { TextAreaField } from '../../../components/form/text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { ApiError } from '../../../lib/api-client';
import { useResolveAnomaly } from '../api/resolve-anomaly';
import { paidText } from './online-amounts';

/** The most the server keeps of what was done: the contract's own limit, read from its schema. */
const RESOLUTION_MAX = ZResolveAnomalyRequest.shape.resolution.maxLength ?? undefined;

/**
 * Mark settled: what was done about the money (required: refunded, recorded by hand...), kept
 * with it for whoever reads it later. Settled once, so asked as a warning; settled meanwhile by
 * someone else, the server's words say by whom and the list shows it as it now is.
 */
export function ResolveAnomalyDialog(props: { anomaly: AnomalyRow; onFailed(): void; onClose(): void }) {
  const { t } = useTranslation();
  const { anomaly } = props;
  const resolve = useResolveAnomaly();
  const kit = useDialogForm({
    initialValues: { resolution: '' },
    toRequest: (v) => ({ anomalyId: anomaly.anomalyId, resolution: v.resolution }),
    schema: ZResolveAnomalyRequest,
    confirm: irreversible(),
    save: async (request) => {
      try {
        return await resolve.mutateAsync(request);
      } catch (error) {
        // Settled by someone else first: nothing is left to settle here.
        if (error instanceof ApiError && error.status === 409) props.onClose();
        props.onFailed();
        throw error;
      }
    },
    onSaved: props.onClose,
  });
  const title = t('onlinePayments.markSettled');

  return (
    <DialogForm
      kit={kit}
      title={title}
      testId="resolve-anomaly-form"
      onClose={props.onClose}
      submit={{ label: title, color: 'green.8' }}
    >
      <Text size="sm" fw={500}>
        {t(`enums.gatewayAnomaly.${anomaly.reason}`)}: {paidText(anomaly.paidAmount, anomaly.currency)}
      </Text>
      <TextAreaField label={t('fields.resolution')} required maxLength={RESOLUTION_MAX} {...kit.field('resolution')} />
      <Text size="sm">{t('onlinePayments.settleHint')}</Text>
    </DialogForm>
  );
}
