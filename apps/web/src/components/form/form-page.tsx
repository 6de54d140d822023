import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface FormPageProps {
  title: string;
  /** The line under the title (status and audit fields), hidden when adding. */
  header?: ReactNode;
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  /** Buttons beside Back: Save, status toggles, state changes. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A form screen: title, header line, the fields, then Back and the screen's actions. */
export function FormPage({ title, header, onSubmit, actions, children }: FormPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={900}>
      <Title order={2}>{title}</Title>
      {header}
      <Paper withBorder p="md" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            {children}
            <Group justify="flex-end" gap="sm" mt="md">
              {/* Spec: Back goes one step back in history. */}
              <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
                {t('common.back')}
              </Button>
              {actions}
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
