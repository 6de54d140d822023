import { Card, Group, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../feedback/loading';
import { type RowAction, RowActions } from './row-actions';
import { useRowsInStages, VIRTUAL_FROM } from './use-rows-in-stages';

// Only past VIRTUAL_FROM rows (page size All): the virtualiser (about 9 KB compressed) is not
// part of a phone's first list. Typed as the generic component it is.
const VirtualCards = lazy(() => import('./virtual-cards').then((m) => ({ default: m.VirtualCards }))) as unknown as <
  Row,
>(
  props: CardListProps<Row>,
) => ReactNode;

export interface CardSpec {
  title: ReactNode;
  badge?: ReactNode;
  fields: { label: string; value: ReactNode }[];
}

export interface CardListProps<Row> {
  rows: Row[];
  rowKey(row: Row): string | number;
  card(row: Row): CardSpec;
  actions?(row: Row): RowAction[];
}

export function RowCard<Row>({ row, card, actions }: { row: Row } & Pick<CardListProps<Row>, 'card' | 'actions'>) {
  const spec = card(row);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="list-card">
      <Group justify="space-between" wrap="wrap" gap="xs" mb={4}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {spec.title}
        </Text>
        {spec.badge}
      </Group>
      {spec.fields.map((f) => (
        <Group key={f.label} gap={6} wrap="wrap">
          <Text size="sm" c="dimmed">
            {f.label}:
          </Text>
          <Text size="sm">{f.value}</Text>
        </Group>
      ))}
      {actions && (
        <Group mt="xs">
          <RowActions actions={actions(row)} variant="buttons" />
        </Group>
      )}
    </Card>
  );
}

/** The phone-size form of a list: one card per row, actions as labelled buttons. */
export function CardList<Row>({ rows, rowKey, card, actions }: CardListProps<Row>) {
  const { t } = useTranslation();
  const shown = useRowsInStages(rows);
  if (rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="md">
        {t('list.noData')}
      </Text>
    );
  }
  if (rows.length > VIRTUAL_FROM) {
    return (
      <Suspense fallback={<Loading />}>
        <VirtualCards rows={rows} rowKey={rowKey} card={card} actions={actions} />
      </Suspense>
    );
  }
  return (
    <Stack gap="sm">
      {shown.map((row) => (
        <RowCard key={rowKey(row)} row={row} card={card} actions={actions} />
      ))}
    </Stack>
  );
}
