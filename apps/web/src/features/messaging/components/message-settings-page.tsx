import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { SettingsHeading } from '../../../components/form/settings-heading';
import { usePanelsLeaveGuard } from '../../../components/form/use-panels-leave-guard';
import { useMessageChannels } from '../api/get-message-channels';
import { EmailPanel } from './email-panel';
import { ReminderRulesPanel } from './reminder-rules-panel';
import { SendDueNow } from './send-due-now';
import { WhatsappPanel } from './whatsapp-panel';

/**
 * /setting/messages (the Owner's): the channels the server sends reminders and receipts through,
 * each with a test message, the rules of when reminders go out, and "Send due reminders now".
 * Nothing goes out by itself until a channel is on; the one-tap wa.me reminders stay as they are.
 */
export function MessageSettingsPage() {
  const { t } = useTranslation();
  const channels = useMessageChannels();
  const showError = useShowError();
  useEffect(() => {
    if (channels.error) void showError(channels.error);
  }, [channels.error, showError]);
  const data = channels.data;
  const tell = usePanelsLeaveGuard(['whatsapp', 'email', 'rules']);

  return (
    <Stack gap="lg">
      <SettingsHeading title={t('messaging.title')} intro={t('messaging.intro')} />
      {data ? (
        <>
          {data.linkOrigin && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('messaging.linkOrigin', { origin: data.linkOrigin })}
            </Text>
          )}
          <WhatsappPanel channels={data} onDirty={tell.whatsapp} />
          <EmailPanel email={data.email} onDirty={tell.email} />
        </>
      ) : (
        channels.isPending && <Loading />
      )}
      <ReminderRulesPanel onDirty={tell.rules} />
      <SendDueNow />
    </Stack>
  );
}
