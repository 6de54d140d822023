import { Anchor, Button, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A message the server already wrote (a wa.me link: a receipt, the stay's page) opened in WhatsApp
 * on a tap; a tenant without a usable number gets the words saying so instead of a broken link.
 */
export function SendWhatsappLink({ url, label }: { url: string | null; label?: string }) {
  const { t } = useTranslation();
  if (!url) {
    return (
      <Text size="sm" c="orange.8">
        {t('documents.noWhatsapp')}
      </Text>
    );
  }
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" underline="never">
      <Button component="span" color="green" leftSection={<IconBrandWhatsapp size={16} />}>
        {label ?? t('documents.sendOnWhatsapp')}
      </Button>
    </Anchor>
  );
}
