import { ActionIcon } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../feedback/hint';
import { useShowError } from '../feedback/use-action';
import { openWhatsapp } from './record-reminder';

/**
 * Opens WhatsApp with the reminder the server wrote (wa.me link): the tap records it (`onSend`)
 * and opens the message that answers, carrying the bill's link. A tenant without a usable
 * number gets a greyed icon that says so instead of a broken link.
 */
export function WhatsappButton({
  url,
  tenantName,
  onSend,
}: {
  url: string | null;
  tenantName: string;
  onSend: () => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const showError = useShowError();
  if (!url) {
    return (
      <Hint label={t('reminders.noWhatsapp')}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('reminders.noWhatsapp')} data-disabled>
          <IconBrandWhatsapp size={20} />
        </ActionIcon>
      </Hint>
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
      onClick={(event) => {
        event.preventDefault();
        openWhatsapp(onSend, url, (error) => void showError(error));
      }}
    >
      <IconBrandWhatsapp size={20} />
    </ActionIcon>
  );
}
