import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPlayerSkipForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { useShowError } from '../feedback/use-action';
import { openWhatsapp, useSendReminder } from './record-reminder';

/** One tenant to remind: the bill the reminder is about and the message ready for WhatsApp. */
export interface OwedTenant {
  bookingId: number;
  billId: number;
  tenantName: string;
  roomNumber: string;
  amount: number;
  whatsappUrl: string | null;
}

/**
 * "Remind all overdue": one tenant at a time, one WhatsApp tap each (nothing is sent by the
 * server). Each tap opens WhatsApp with the reminder, records it and moves on; Skip moves on.
 */
export function RemindAllDialog({ tenants, onClose }: { tenants: OwedTenant[]; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendReminder();
  const showError = useShowError();
  // The list as it was when the walk began: a refetch behind the dialog must not shift the tenant under the finger.
  const [queue] = useState(tenants);
  const [index, setIndex] = useState(0);
  const tenant = queue[index];
  const next = () => (index + 1 < queue.length ? setIndex(index + 1) : onClose());
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('reminders.remindAll')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {tenant && (
        <Stack gap="sm" data-testid="remind-all">
          <Text size="sm" c="dimmed">
            {t('reminders.remindProgress', { n: index + 1, total: queue.length })}
          </Text>
          <Text fw={700}>{tenant.tenantName}</Text>
          <Text size="sm">
            {t('fields.room')} {tenant.roomNumber} · {formatMoney(tenant.amount)}
          </Text>
          <Group justify="space-between">
            <Button variant="subtle" leftSection={<IconPlayerSkipForward size={16} />} onClick={next}>
              {t('reminders.skip')}
            </Button>
            <Button
              component="a"
              href={tenant.whatsappUrl ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              leftSection={<IconBrandWhatsapp size={16} />}
              onClick={(event) => {
                event.preventDefault();
                const { billId, whatsappUrl } = tenant;
                openWhatsapp(
                  () => send(billId, true),
                  whatsappUrl ?? '',
                  (error) => void showError(error),
                );
                next();
              }}
            >
              {t('reminders.sendOnWhatsapp')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
