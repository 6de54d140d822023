import { DeliveryStatus, type LastMessage } from '@kamar/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failureText, messageLine } from './message-words';

/**
 * The last message about a bill (its detail) or of the day (the dashboard, with its tenant): what
 * it was, how it went and how far it got; why in words when it failed.
 */
export function LastMessageText({ message, withTenant }: { message: LastMessage; withTenant?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Text span size="sm" display="block" data-testid="last-message">
        {messageLine(t, message, withTenant)}
      </Text>
      {message.deliveryStatus === DeliveryStatus.Failed && (
        <Text span size="sm" display="block" c="red.8" data-testid="last-message-failure">
          {failureText(t, message.failureReason)}
        </Text>
      )}
    </>
  );
}
