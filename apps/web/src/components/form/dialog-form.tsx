import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of a small form in a dialog (`useDialogForm`): the dialog, titled, hidden while the
 * confirmation and the save are asked; the fields; Cancel and Save.
 */
export function DialogForm({
  kit,
  title,
  testId,
  onClose,
  children,
  submit,
}: {
  kit: { asking: boolean; submit(event: FormEvent<HTMLFormElement>): void };
  title: string;
  testId: string;
  onClose(): void;
  children: ReactNode;
  /** The submit button's words and colour when the form does more than save (Approve, Reject). */
  submit?: { label: string; color?: string };
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={!kit.asking}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={kit.submit} noValidate aria-label={title} data-testid={testId}>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={submit?.color}>
              {submit?.label ?? t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
