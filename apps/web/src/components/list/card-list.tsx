import { Box, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type RowAction, RowActions } from './row-actions';
import { useRowsInStages } from './use-rows-in-stages';
import { useWindowRows, VIRTUAL_FROM } from './use-window-rows';

export interface CardSpec {
  title: ReactNode;
  badge?: ReactNode;
  fields: { label: string; value: ReactNode }[];
}

interface CardListProps<Row> {
  rows: Row[];
  rowKey(row: Row): string | number;
  card(row: Row): CardSpec;
  actions?(row: Row): RowAction[];
}

function RowCard<Row>({ row, card, actions }: { row: Row } & Pick<CardListProps<Row>, 'card' | 'actions'>) {
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

/** Long lists draw only the cards near the screen. */
function VirtualCards<Row>({ rows, rowKey, card, actions }: CardListProps<Row>) {
  const { listRef, items, measureElement, paddingTop, paddingBottom } = useWindowRows<HTMLDivElement>(rows.length, 150);
  return (
    <div ref={listRef} style={{ paddingTop, paddingBottom }}>
      {items.map((item) => {
        const row = rows[item.index] as Row;
        return (
          <Box key={rowKey(row)} data-index={item.index} ref={measureElement} pb="sm">
            <RowCard row={row} card={card} actions={actions} />
          </Box>
        );
      })}
    </div>
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
  if (rows.length > VIRTUAL_FROM) return <VirtualCards rows={rows} rowKey={rowKey} card={card} actions={actions} />;
  return (
    <Stack gap="sm">
      {shown.map((row) => (
        <RowCard key={rowKey(row)} row={row} card={card} actions={actions} />
      ))}
    </Stack>
  );
}
