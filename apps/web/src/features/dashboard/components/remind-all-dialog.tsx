import type { DashboardUnpaidStay } from '@kamar/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPlayerSkipForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useRecordReminder } from '../api/record-reminder';

/**
 * "Remind all overdue": one tenant at a time, one WhatsApp tap each (nothing is sent by the
 * server). Each tap opens WhatsApp with the reminder, records it and moves on; Skip moves on.
 */
export function RemindAllDialog({ stays, onClose }: { stays: DashboardUnpaidStay[]; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useRecordReminder();
  // The list as it was when the walk began: a refetch behind the dialog must not shift the tenant under the finger.
  const [queue] = useState(stays);
  const [index, setIndex] = useState(0);
  const stay = queue[index];
  const next = () => (index + 1 < queue.length ? setIndex(index + 1) : onClose());
  return (
    <Modal opened onClose={onClose} title={t('dashboard.remindAll')} centered>
      {stay && (
        <Stack gap="sm" data-testid="remind-all">
          <Text size="sm" c="dimmed">
            {t('dashboard.remindProgress', { n: index + 1, total: queue.length })}
          </Text>
          <Text fw={700}>{stay.tenantName}</Text>
          <Text size="sm">
            {t('dashboard.room')} {stay.roomNumber} · {formatMoney(stay.amountOwed)}
          </Text>
          <Group justify="space-between">
            <Button variant="subtle" leftSection={<IconPlayerSkipForward size={16} />} onClick={next}>
              {t('dashboard.skip')}
            </Button>
            <Button
              component="a"
              href={stay.whatsappUrl ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              leftSection={<IconBrandWhatsapp size={16} />}
              onClick={() => {
                record.mutate(stay.billId);
                next();
              }}
            >
              {t('dashboard.sendOnWhatsapp')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
