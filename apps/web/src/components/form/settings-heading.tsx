import { ActionIcon, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../app/paths';

/**
 * The head of a settings screen of panels (messages, the report, the agreement's template): back
 * to Settings, its title and what it is for.
 */
export function SettingsHeading({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="xs">
        <ActionIcon component={Link} to={screens.settings.to()} variant="subtle" aria-label={t('common.back')}>
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
      </Group>
      <Text>{intro}</Text>
    </>
  );
}
