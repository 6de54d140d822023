import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Opens WhatsApp with the reminder the server wrote (wa.me link); a tenant without a usable
 * number gets a greyed icon that says so instead of a broken link.
 */
export function WhatsappButton({
  url,
  tenantName,
  onSent,
}: {
  url: string | null;
  tenantName: string;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  if (!url) {
    return (
      <Tooltip label={t('reminders.noWhatsapp')}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('reminders.noWhatsapp')} data-disabled>
          <IconBrandWhatsapp size={20} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <ActionIcon
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      color="green"
      size="lg"
      aria-label={t('reminders.remindOnWhatsapp', { tenant: tenantName })}
      data-testid="whatsapp-link"
      onClick={onSent}
    >
      <IconBrandWhatsapp size={20} />
    </ActionIcon>
  );
}
