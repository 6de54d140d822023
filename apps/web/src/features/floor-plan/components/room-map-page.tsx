import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { useFloorPlan } from '../api/get-floor-plan';
import { FloorMap, useFloorTitle } from './floor-map';

/** /rooms: the summary per floor, then each floor's map from the stored layout. */
export function RoomMapPage() {
  const { t } = useTranslation();
  const plan = useFloorPlan();
  const showError = useShowError();
  const floorTitle = useFloorTitle();
  useEffect(() => {
    if (plan.error) void showError(plan.error);
  }, [plan.error, showError]);

  if (plan.isPending) return <Loading />;
  const floors = plan.data?.floors ?? [];
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Title order={1} size="h2">
          {t('roomMap.title')}
        </Title>
        {plan.isFetching && <Loader size="xs" aria-label={t('app.loading')} />}
      </Group>
      <SimpleGrid cols={Math.min(3, Math.max(1, floors.length))} spacing="xs" data-testid="room-summary">
        {floors.map((f) => (
          <Paper key={f.floor} withBorder p="sm" radius="md">
            <Text fw={600}>{floorTitle(f.floor)}</Text>
            <Text size="sm">{t('roomMap.summary', { occupied: f.occupied, total: f.total })}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('roomMap.legend')}
      </Text>
      {floors.map((f) => (
        <FloorMap key={f.floor} floor={f} />
      ))}
    </Stack>
  );
}
