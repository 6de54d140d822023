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
}: {
  kit: { asking: boolean; submit(event: FormEvent<HTMLFormElement>): void };
  title: string;
  testId: string;
  onClose(): void;
  children: ReactNode;
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
            <Button type="submit">{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
