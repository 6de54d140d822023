import { MessageChannel, type SendTestResult, ZSendTestRequest } from '@kamar/contract';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../../../components/feedback/use-action';
import { fieldRefusals, formErrors } from '../../../components/form/form-errors';
import { ApiError } from '../../../lib/api-client';
import { type TestMessage, useSendTestMessage } from '../api/send-test-message';
import { testResultWords } from './test-result-words';

/**
 * "Send a test message" under a channel's settings: to a number or an address typed here, through
 * the channel as saved; what the provider answered is said in words right under it.
 */
export function SendTestBox({ channel }: { channel: TestMessage['channel'] }) {
  const { t } = useTranslation();
  const send = useSendTestMessage();
  const showError = useShowError();
  const [to, setTo] = useState('');
  const [error, setError] = useState<ReactNode>(null);
  const [result, setResult] = useState<SendTestResult | null>(null);
  const whatsapp = channel === MessageChannel.WhatsappApi;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = formErrors(ZSendTestRequest, { channel, to }).to ?? null;
    setError(refused);
    if (refused) return;
    setResult(null);
    try {
      setResult(await send.mutateAsync({ channel, to: to.trim() }));
    } catch (failure) {
      if (failure instanceof ApiError) setError(fieldRefusals(failure.errors).to ?? null);
      await showError(failure);
    }
  };
  const words = result && testResultWords(t, result);

  return (
    // Under the channel's settings, a line between: it sends through what is saved, not what is typed above.
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('messaging.testTitle')}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 'var(--mantine-spacing-md)' }}
    >
      <Stack gap="xs">
        <Title order={3} size="h6">
          {t('messaging.testTitle')}
        </Title>
        <TextInput
          maw={420}
          label={t('fields.to')}
          description={whatsapp ? t('messaging.testToWhatsapp') : t('messaging.testToEmail')}
          inputMode={whatsapp ? 'tel' : 'email'}
          autoComplete="off"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={error}
        />
        <Group>
          <Button type="submit" variant="light" loading={send.isPending}>
            {t('messaging.sendTest')}
          </Button>
        </Group>
        {words && (
          <Stack gap={2} role="status" data-testid="test-result">
            <Text fw={600} c={words.sent ? 'green.8' : 'red.8'} data-testid="test-outcome">
              {words.outcome}
            </Text>
            {words.answer && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="test-answer">
                {words.answer}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </form>
  );
}
