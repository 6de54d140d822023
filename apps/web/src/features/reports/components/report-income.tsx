import { formatRupiah, type IncomeLine, type ReportFigures } from '@kamar/contract';
import { ColorSwatch, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { incomeLineName } from './headline-figures';
import { ReportTable } from './report-table';
import { cssColor, sliceColor } from './slice-colors';

// The chart comes after the table (its library is a chunk of its own).
const IncomeDonut = lazy(async () => ({ default: (await import('./report-charts')).IncomeDonut }));

interface Row {
  line: IncomeLine;
  name: string;
  color: string;
}

/** The month's income by kind (a charge by its type): a table, and a donut of it beside. */
export function ReportIncome({ figures }: { figures: ReportFigures }) {
  const { t } = useTranslation();
  const lines: Row[] = figures.incomeLines.map((line, i) => ({
    line,
    name: incomeLineName(t, line),
    color: sliceColor(i),
  }));
  const title = t('reports.incomeByKind');
  const key = ({ line }: Row) => `${line.incomeKind}-${line.chargeTypeId}`;
  return (
    <Paper withBorder p="md" radius="md" data-testid="income-by-kind">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ReportTable
          label={title}
          testId="income-table"
          rows={lines}
          rowKey={key}
          columns={[
            {
              key: 'kind',
              header: t('fields.kind'),
              cell: ({ name, color }) => (
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={cssColor(color)} size={12} aria-hidden />
                  <Text size="sm">{name}</Text>
                </Group>
              ),
            },
            { key: 'amount', header: t('fields.amount'), figure: true, cell: ({ line }) => formatRupiah(line.amount) },
          ]}
          footer={[t('reports.total'), formatRupiah(figures.income)]}
        />
        {lines.some(({ line }) => line.amount > 0) ? (
          <Suspense fallback={null}>
            <IncomeDonut slices={lines.map(({ name, line }) => ({ name, value: Math.max(0, line.amount) }))} />
          </Suspense>
        ) : (
          <Text c="dimmed" size="sm" ta="center" py="md" visibleFrom="sm">
            {t('reports.nothingThisMonth')}
          </Text>
        )}
      </SimpleGrid>
    </Paper>
  );
}
