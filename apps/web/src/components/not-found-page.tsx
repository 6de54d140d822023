import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../app/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <Title order={1} size="h2">
        {t('app.notFoundTitle')}
      </Title>
      <Text c="dimmed">{t('app.notFoundText')}</Text>
      <Button component={Link} to={screens.dashboard.to()}>
        {t('app.goHome')}
      </Button>
    </Stack>
  );
}
