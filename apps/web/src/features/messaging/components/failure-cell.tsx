import type { ReminderLogRow } from '@kamar/contract';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../components/messages/message-words';

/**
 * Why a message failed, in words, with the provider's own text under it (what Meta's or the mail
 * host's support asks for); and a message that went in the tenant's other language for want of a
 * template in theirs.
 */
export function FailureCell({ row }: { row: ReminderLogRow }) {
  const { t } = useTranslation();
  if (!row.failureReason && !row.failureDetail && !row.languageFallback) return '-';
  return (
    <Stack gap={2} miw={180} maw={320}>
      {row.failureReason && (
        <Text size="sm" c="red.8" data-testid="failure-reason">
          {failureText(t, row.failureReason)}
        </Text>
      )}
      {row.failureDetail && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="failure-detail">
          {row.failureDetail}
        </Text>
      )}
      {row.languageFallback && (
        <Text size="xs" c="dimmed">
          {t('messaging.languageFallback')}
        </Text>
      )}
    </Stack>
  );
}
