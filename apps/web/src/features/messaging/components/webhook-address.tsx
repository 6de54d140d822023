import { ActionIcon, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Where Meta reports whether each message was delivered and read: the callback address the owner
 * pastes into the app's webhook settings in Meta's dashboard, with the verify token above.
 */
export function WebhookAddress({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} size="h6" mt="xs">
        {t('messaging.webhook')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('messaging.webhookHint')}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="webhook-url">
          {url}
        </Text>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'blue'}
              onClick={copy}
              aria-label={copied ? t('documents.copied') : t('documents.copyLink')}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
