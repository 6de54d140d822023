import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../../../components/feedback/use-action';
import { FormPanel } from '../../../components/form/form-panel';
import { useSendDueNow } from '../api/send-due-now';

/**
 * "Send due reminders now": the look the server makes every few minutes, made at once (after the
 * channels or the rules were set, say); it says how many messages it queued.
 */
export function SendDueNow() {
  const { t } = useTranslation();
  const send = useSendDueNow();
  const showError = useShowError();
  const [queued, setQueued] = useState<number | null>(null);
  const sendNow = async () => {
    setQueued(null);
    try {
      setQueued((await send.mutateAsync()).queued);
    } catch (error) {
      await showError(error);
    }
  };

  return (
    <FormPanel order={2} title={t('messaging.sendDueNow')} description={t('messaging.sendDueNowHint')}>
      <Group gap="sm">
        <Button variant="light" loading={send.isPending} onClick={() => void sendNow()}>
          {t('messaging.sendDueNow')}
        </Button>
        {queued !== null && (
          <Text role="status" fw={600} data-testid="queued">
            {queued === 0 ? t('messaging.queuedNone') : t('messaging.queued', { count: queued })}
          </Text>
        )}
      </Group>
    </FormPanel>
  );
}
