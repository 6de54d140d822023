import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowCard } from '../../../components/list/card-list';
import { PHONE_SCREEN } from '../../../lib/phone-screen';

export interface RegisterColumn<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
}

interface RegisterListProps<Row> {
  title: string;
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** The first column is the card's title on a phone. */
  columns: RegisterColumn<Row>[];
  note?: string;
  testId: string;
}

/** One list of the register: a table on a wide screen, a card per person on a phone; none says so. */
export function RegisterList<Row>({ title, rows, rowKey, columns, note, testId }: RegisterListProps<Row>) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_SCREEN, false, { getInitialValueInEffect: false });
  const [first, ...rest] = columns;
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}{' '}
          <Text span c="dimmed" size="sm">
            ({rows.length})
          </Text>
        </Title>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('residentRegister.nobody')}
          </Text>
        ) : phone ? (
          <Stack gap="xs">
            {rows.map((row) => (
              <RowCard
                key={rowKey(row)}
                row={row}
                card={(r) => ({
                  title: first?.cell(r),
                  fields: rest.map((c) => ({ label: c.header, value: c.cell(r) })),
                })}
              />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label={title}>
            <Table aria-label={title} verticalSpacing={6} striped>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.key}>{c.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>{c.cell(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
