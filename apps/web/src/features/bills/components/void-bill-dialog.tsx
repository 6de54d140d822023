import { VOID_REASON_MAX } from '@kamar/contract';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks an administrator why a bill is waived; Void stays off until a reason is typed. */
export function VoidBillDialog(props: { opened: boolean; onClose(): void; onVoid(reason: string): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('bills.voidTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Textarea
          label={t('fields.voidReason')}
          required
          autosize
          minRows={2}
          maxLength={VOID_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red.8" disabled={reason.trim() === ''} onClick={() => props.onVoid(reason.trim())}>
            {t('bills.void')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
