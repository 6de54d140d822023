import { DeliveryStatus, type SendTestResult } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { failureText } from '../../../components/messages/message-words';

/**
 * What a test message came to, in words: how far it got (Sent), or that it failed and why (the
 * contract's label of the reason); and the provider's own answer beside it (its message id, or its
 * error text), which the owner may need for Meta's or the mail host's support.
 */
export function testResultWords(
  t: TFunction,
  result: SendTestResult,
): { sent: boolean; outcome: string; answer: string } {
  const sent = result.deliveryStatus !== DeliveryStatus.Failed;
  return {
    sent,
    outcome: sent
      ? t(`enums.deliveryStatus.${result.deliveryStatus}`)
      : t('messaging.failedBecause', { reason: failureText(t, result.failureReason || 'other') }),
    answer: result.providerAnswer ? t('messaging.providerAnswer', { answer: result.providerAnswer }) : '',
  };
}
