import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** "Reminded today" / "Reminded 2 days ago", counted in business days from the server's today. */
export function RemindedText({ at, today }: { at: string | null; today: string | undefined }) {
  const { t } = useTranslation();
  if (!at || !today) return null;
  const days = dayjs(today).diff(dayjs(at.slice(0, 10)), 'day');
  return (
    <Text size="xs" c="green.8" data-testid="reminded">
      {days <= 0 ? t('reminders.remindedToday') : t('reminders.remindedDaysAgo', { count: days })}
    </Text>
  );
}
