import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type RowAction, RowActions } from './row-actions';

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

/** The phone-size form of a list: one card per row, actions as labelled buttons. */
export function CardList<Row>({ rows, rowKey, card, actions }: CardListProps<Row>) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="md">
        {t('list.noData')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {rows.map((row) => {
        const spec = card(row);
        return (
          <Card key={rowKey(row)} withBorder padding="sm" radius="md" data-testid="list-card">
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Text fw={600}>{spec.title}</Text>
              {spec.badge}
            </Group>
            {spec.fields.map((f) => (
              <Group key={f.label} gap={6} wrap="nowrap">
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
      })}
    </Stack>
  );
}
