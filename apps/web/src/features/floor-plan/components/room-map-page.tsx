import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { useFloorPlan } from '../api/get-floor-plan';
import { FloorMap, floorAnchor, useFloorTitle } from './floor-map';
import classes from './room-map.module.css';

/**
 * /rooms: the summary of every floor, then each floor's map from the stored layout. A building of
 * many floors comes in parts: the next floors are read as the person reaches the end of those
 * shown (or presses "More floors"); a floor's summary card leads to its map, reading up to it.
 */
export function RoomMapPage() {
  const { t } = useTranslation();
  const plan = useFloorPlan();
  const showError = useShowError();
  const floorTitle = useFloorTitle();
  const end = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState<number | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = plan;
  useEffect(() => {
    if (plan.error) void showError(plan.error);
  }, [plan.error, showError]);

  const pages = plan.data?.pages ?? [];
  const floors = pages.flatMap((p) => p.floors);
  const summary = pages.at(-1)?.summary ?? [];
  const loaded = new Set(floors.map((f) => f.floor));

  // The next part when the end of the floors shown comes into view.
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A floor asked from its summary card: read the parts up to it, then show it.
  const wantedLoaded = wanted !== null && loaded.has(wanted);
  useEffect(() => {
    if (wanted === null) return;
    if (wantedLoaded) {
      document.getElementById(floorAnchor(wanted))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      setWanted(null);
    } else if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    else if (!hasNextPage) setWanted(null);
  }, [wanted, wantedLoaded, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (plan.isPending) return <Loading />;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Title order={1} size="h2">
          {t('roomMap.title')}
        </Title>
        {plan.isFetching && <Loader size="xs" aria-label={t('app.loading')} />}
      </Group>
      <SimpleGrid cols={Math.min(3, Math.max(1, summary.length))} spacing="xs" data-testid="room-summary">
        {summary.map((f) => (
          <Paper
            key={f.floor}
            component="button"
            type="button"
            withBorder
            p="sm"
            radius="md"
            ta="start"
            className={classes.summary}
            onClick={() => setWanted(f.floor)}
            data-testid={`floor-summary-${f.floor}`}
          >
            <Text component="span" display="block" fw={600}>
              {floorTitle(f.floor)}
            </Text>
            <Text component="span" display="block" size="sm">
              {t('roomMap.summary', { occupied: f.occupied, total: f.total })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('roomMap.legend')}
      </Text>
      {floors.map((f) => (
        <FloorMap key={f.floor} floor={f} />
      ))}
      <div ref={end} />
      {hasNextPage && (
        <Group justify="center">
          <Button variant="light" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('roomMap.moreFloors')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
