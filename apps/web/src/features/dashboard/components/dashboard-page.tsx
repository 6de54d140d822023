import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The home screen; its cards and lists come with the dashboard calls. */
export function DashboardPage() {
  const { t } = useTranslation();
  return <Title order={2}>{t('dashboard.title')}</Title>;
}
