import type { DashboardAging } from '@kamar/contract';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/** What is owed by how long: stays per aging bucket, and the money for administrators (staff get none). */
export function ArrearsCard({ buckets }: { buckets: DashboardAging[] }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="card-arrears"
      component="section"
      aria-label={t('dashboard.arrears')}
    >
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.arrears')}
      </Title>
      <Text size="xs" c="dimmed" mt={-8} mb="sm" data-testid="caption-arrears">
        {t('dashboard.arrearsCaption')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {buckets.map((b) => (
          <div key={b.agingBucket} data-testid={`aging-${b.agingBucket}`}>
            <Text size="sm" c="dimmed">
              {t(`enums.agingBucket.${b.agingBucket}`)}
            </Text>
            <Text fw={700}>{t('dashboard.arrearsStays', { count: b.bookings })}</Text>
            {b.outstanding !== null && <Text size="sm">{formatMoney(b.outstanding)}</Text>}
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
