import { formatRupiah, type MonthlyReport } from '@kamar/contract';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { ReportTable } from './report-table';

type PropertyRow = MonthlyReport['properties'][number];

/** Each property's headline figures, when the report adds several up. */
export function ReportProperties({ properties }: { properties: MonthlyReport['properties'] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const title = t('reports.byProperty');
  const money = (key: 'income' | 'expense' | 'net' | 'arrearsTotal' | 'depositsHeld') => ({
    key,
    header: t(`reports.${key}`),
    figure: true,
    cell: (row: PropertyRow) => formatRupiah(row.figures[key]),
  });
  const rate = (key: 'occupancyRate' | 'collectionRate') => ({
    key,
    header: t(`reports.${key}`),
    figure: true,
    cell: (row: PropertyRow) => formatPercent(row.figures[key], language),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <ReportTable
        label={title}
        testId="property-table"
        minWidth={900}
        rows={properties}
        rowKey={(row) => row.propertyId}
        columns={[
          { key: 'property', header: t('fields.property'), cell: (row) => row.propertyName },
          money('income'),
          money('expense'),
          money('net'),
          rate('occupancyRate'),
          money('arrearsTotal'),
          money('depositsHeld'),
          rate('collectionRate'),
        ]}
      />
    </Paper>
  );
}
