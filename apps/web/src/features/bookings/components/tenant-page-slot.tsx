import { type Booking, paths, TENANT_LINK_DAYS_AFTER, type TenantLink } from '@kamar/contract';
import { Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconExternalLink, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction, useShowError } from '../../../components/feedback/use-action';
import { SendWhatsappLink } from '../../../components/whatsapp/send-whatsapp-link';
import { useBusinessToday } from '../../../lib/business-today';
import { formatDate } from '../../../lib/format';
import { mayCall, useRole } from '../../../lib/use-role';
import { useGetTenantLink, useRevokeTenantLink } from '../api/get-tenant-link';
import { tenantPageOpens } from './tenant-page-rules';

/**
 * The stay's own page for its tenant (`/t/...`: bills, receipts, how to pay, "I have paid"): its
 * link got on a tap (asking makes one when the stay has none), then copied, sent on WhatsApp or
 * opened; ended by an Owner or a Manager, after which "Get the link" makes a new one. Offered to
 * those who take payments, while the page still opens (tenant-page-rules.ts).
 */
export function TenantPageSlot({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const role = useRole();
  const today = useBusinessToday();
  const make = useGetTenantLink();
  const revoke = useRevokeTenantLink();
  const run = useAction();
  const showError = useShowError();
  const [link, setLink] = useState<TenantLink | null>(null);
  const [ended, setEnded] = useState(false);
  if (!mayCall(role, paths.booking.getTenantLink) || !tenantPageOpens(booking, today)) return null;

  const get = async () => {
    try {
      setLink(await make.mutateAsync(booking.bookingId));
      setEnded(false);
    } catch (error) {
      await showError(error);
    }
  };
  const end = () =>
    void run({
      confirm: { text: t('tenantPage.endConfirm'), warning: true },
      action: () => revoke.mutateAsync(booking.bookingId),
      onSuccess: () => {
        setLink(null);
        setEnded(true);
      },
    });

  return (
    <Stack gap="sm" mt="md" data-testid="tenant-page">
      <Title order={2} size="h4">
        {t('tenantPage.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('tenantPage.help')}
      </Text>
      {link ? (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('tenantPage.link')}
            </Text>
            {/* Text, not an input: Enter in an input here would submit the booking's form. */}
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="tenant-page-url">
              {link.url}
            </Text>
            <Text size="xs" c="dimmed">
              {t('tenantPage.madeOn', { date: formatDate(link.createDate), days: TENANT_LINK_DAYS_AFTER })}
            </Text>
            <Group gap="sm" wrap="wrap">
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button leftSection={<IconCopy size={16} />} color={copied ? 'teal' : 'blue'} onClick={copy}>
                    {copied ? t('documents.copied') : t('documents.copyLink')}
                  </Button>
                )}
              </CopyButton>
              <SendWhatsappLink url={link.whatsappUrl} />
              <Anchor href={link.url} target="_blank" rel="noopener noreferrer" underline="never">
                <Button component="span" variant="light" leftSection={<IconExternalLink size={16} />}>
                  {t('tenantPage.open')}
                </Button>
              </Anchor>
              {mayCall(role, paths.booking.revokeTenantLink) && (
                <Button variant="light" color="red" leftSection={<IconLinkOff size={16} />} onClick={end}>
                  {t('tenantPage.end')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Group gap="sm" wrap="wrap">
          <Button variant="light" leftSection={<IconLink size={16} />} loading={make.isPending} onClick={get}>
            {t('tenantPage.getLink')}
          </Button>
          {ended && (
            <Text size="sm" data-testid="tenant-page-ended">
              {t('tenantPage.ended')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
