import { formatRupiah } from '@kamar/contract';
import { Stack, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { ChartAndTable } from './chart-and-table';
import { ReportTable } from './report-table';
import { AGING_BUCKETS, bucketKey, type TrendRow } from './trend-rows';

// The charts (Mantine's, over recharts) are a chunk of their own, drawn when it arrives: the
// tables beside them, which hold the same figures, never wait for it.
const charts = () => import('./report-charts');
const IncomeExpenseChart = lazy(async () => ({ default: (await charts()).IncomeExpenseChart }));
const OccupancyChart = lazy(async () => ({ default: (await charts()).OccupancyChart }));
const ArrearsChart = lazy(async () => ({ default: (await charts()).ArrearsChart }));

/** The twelve months ending at the chosen one: income against expenses, occupancy, and arrears by age. */
export function ReportTrend({ rows }: { rows: TrendRow[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const month = { key: 'month', header: t('fields.month'), nowrap: true, cell: (row: TrendRow) => row.label };
  const money = (key: string, header: string, of: (row: TrendRow) => number) => ({
    key,
    header,
    figure: true,
    cell: (row: TrendRow) => formatRupiah(of(row)),
  });
  return (
    <Stack gap="md" data-testid="report-trend">
      <div>
        <Title order={2} size="h4">
          {t('reports.trendTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reports.trendHint')}
        </Text>
      </div>
      <ChartAndTable
        title={t('reports.incomeAndExpense')}
        testId="trend-money"
        chart={<IncomeExpenseChart rows={rows} />}
        table={
          <ReportTable
            label={t('reports.incomeAndExpense')}
            minWidth={420}
            rows={rows}
            rowKey={(row) => row.key}
            columns={[
              month,
              money('income', t('reports.income'), (row) => row.income),
              money('expense', t('reports.expense'), (row) => row.expense),
              money('net', t('reports.net'), (row) => row.net),
            ]}
          />
        }
      />
      <ChartAndTable
        title={t('reports.occupancyByMonth')}
        testId="trend-occupancy"
        chart={<OccupancyChart rows={rows} />}
        table={
          <ReportTable
            label={t('reports.occupancyByMonth')}
            rows={rows}
            rowKey={(row) => row.key}
            columns={[
              month,
              {
                key: 'rate',
                header: t('reports.occupancyRate'),
                figure: true,
                cell: (row) => formatPercent(row.occupancyRate, language),
              },
              {
                key: 'rooms',
                header: t('reports.roomsOccupiedAtEnd'),
                figure: true,
                cell: (row) => `${row.roomsOccupiedAtEnd} / ${row.rooms}`,
              },
            ]}
          />
        }
      />
      <ChartAndTable
        title={t('reports.arrearsByAge')}
        testId="trend-arrears"
        chart={<ArrearsChart rows={rows} />}
        table={
          <ReportTable
            label={t('reports.arrearsByAge')}
            minWidth={560}
            rows={rows}
            rowKey={(row) => row.key}
            columns={[
              month,
              ...AGING_BUCKETS.map((bucket) =>
                money(bucketKey(bucket), t(`enums.agingBucket.${bucket}`), (row) => row.arrears[bucketKey(bucket)]),
              ),
              money('total', t('reports.total'), (row) => row.arrearsTotal),
            ]}
          />
        }
      />
    </Stack>
  );
}
