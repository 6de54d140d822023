import type { DocumentLanguage, ShareLinkAnswer } from '@kamar/contract';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../../../components/feedback/use-action';
import { SendWhatsappLink } from '../../../components/whatsapp/send-whatsapp-link';
import { formatDate } from '../../../lib/format';
import type { ReceiptKind } from '../api/document-keys';
import { useGetShareLink } from '../api/share-links';

/** Make a link the tenant can open without an account, copy it, or send it on WhatsApp (a receipt's message, a bill's reminder). */
export function ShareLinkPanel(props: { kind: ReceiptKind; documentId: number; language: DocumentLanguage | null }) {
  const { t } = useTranslation();
  const make = useGetShareLink();
  const showError = useShowError();
  const [link, setLink] = useState<ShareLinkAnswer | null>(null);

  async function create() {
    try {
      setLink(await make.mutateAsync(props));
    } catch (error) {
      await showError(error);
    }
  }

  if (!link) {
    return (
      <Button variant="light" leftSection={<IconLink size={16} />} loading={make.isPending} onClick={create}>
        {t('documents.shareLink')}
      </Button>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md" w="100%" data-testid="share-link">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('documents.shareLink')}
            value={link.url}
            readOnly
            style={{ flex: 1 }}
            data-testid="share-url"
          />
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button leftSection={<IconCopy size={16} />} color={copied ? 'teal' : 'blue'} onClick={copy}>
                {copied ? t('documents.copied') : t('documents.copyLink')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('documents.linkReady', { date: formatDate(link.expiresAt) })}
        </Text>
        <SendWhatsappLink url={link.whatsappUrl} />
      </Stack>
    </Paper>
  );
}
