import '@mantine/charts/styles.css';
import { type AgingBucket, formatRupiah, type Language } from '@kamar/contract';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { CHART_HEIGHT } from './chart-and-table';
import { sliceColor } from './slice-colors';
import { AGING_BUCKETS, bucketKey, type TrendRow } from './trend-rows';

/**
 * The report's charts (Mantine's, over recharts: this screen's chunk only). Each is a picture of
 * the table beside it, which is what screen readers read: the chart is hidden from them and
 * takes no keyboard focus.
 */
const hidden = { 'aria-hidden': true, accessibilityLayer: false } as const;

/** An axis's money, short enough for a phone: "Rp 12,5 jt", "Rp 12.5M". */
function axisMoney(language: Language) {
  const number = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (value: number) => `Rp ${number.format(value)}`;
}

function useLanguage(): Language {
  return currentLanguage(useTranslation().i18n.language);
}

export function IncomeExpenseChart({ rows }: { rows: TrendRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <BarChart
      {...hidden}
      h={CHART_HEIGHT}
      data={rows}
      dataKey="short"
      series={[
        { name: 'income', label: t('reports.income'), color: 'teal.6' },
        { name: 'expense', label: t('reports.expense'), color: 'red.6' },
      ]}
      withLegend
      valueFormatter={formatRupiah}
      yAxisProps={{ tickFormatter: axisMoney(language), width: 80 }}
    />
  );
}

export function OccupancyChart({ rows }: { rows: TrendRow[] }) {
  const { t } = useTranslation();
  return (
    <LineChart
      {...hidden}
      h={CHART_HEIGHT}
      data={rows}
      dataKey="short"
      series={[{ name: 'occupancyRate', label: t('reports.occupancyRate'), color: 'blue.6' }]}
      unit="%"
      yAxisProps={{ domain: [0, 100], width: 50 }}
      connectNulls={false}
    />
  );
}

const BUCKET_COLORS: Record<AgingBucket, string> = { 0: 'yellow.5', 1: 'orange.6', 2: 'red.6', 3: 'red.9' };

export function ArrearsChart({ rows }: { rows: TrendRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = rows.map((row) => ({ short: row.short, ...row.arrears }));
  return (
    <BarChart
      {...hidden}
      h={CHART_HEIGHT}
      data={data}
      dataKey="short"
      type="stacked"
      series={AGING_BUCKETS.map((bucket) => ({
        name: bucketKey(bucket),
        label: t(`enums.agingBucket.${bucket}`),
        color: BUCKET_COLORS[bucket],
      }))}
      withLegend
      valueFormatter={formatRupiah}
      yAxisProps={{ tickFormatter: axisMoney(language), width: 80 }}
    />
  );
}

export function IncomeDonut({ slices }: { slices: { name: string; value: number }[] }) {
  return (
    <DonutChart
      {...hidden}
      mx="auto"
      size={200}
      thickness={32}
      data={slices.map((slice, i) => ({ ...slice, color: sliceColor(i) }))}
      valueFormatter={formatRupiah}
    />
  );
}
