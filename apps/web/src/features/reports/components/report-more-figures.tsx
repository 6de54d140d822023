import { formatRupiah, MONTH_NAMES, type MonthlyReport, type ReportFigures } from '@kamar/contract';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { ReportTable } from './report-table';

const money = (of: (f: ReportFigures) => number) => (f: ReportFigures) => formatRupiah(of(f));

/** The rest of the month's figures, beside the month before's: deposits, bills against collected, rent per room. */
const FIGURES = [
  { key: 'depositsTaken', text: money((f) => f.depositsTaken) },
  { key: 'depositsReturned', text: money((f) => f.depositsReturned) },
  { key: 'depositsKept', text: money((f) => f.depositsKept) },
  { key: 'billsMade', text: (f: ReportFigures) => String(f.billsMade) },
  { key: 'billed', text: money((f) => f.billed) },
  { key: 'collected', text: money((f) => f.collected) },
  { key: 'averageRent', text: money((f) => f.averageRent) },
  { key: 'revenuePerAvailableRoom', text: money((f) => f.revenuePerAvailableRoom) },
  { key: 'occupiedNights', text: (f: ReportFigures) => `${f.occupiedNights} / ${f.availableNights}` },
  { key: 'roomsOccupiedAtEnd', text: (f: ReportFigures) => `${f.roomsOccupiedAtEnd} / ${f.rooms}` },
] as const;

export function ReportMoreFigures({ report }: { report: MonthlyReport }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const title = t('reports.moreFigures');
  const month = (m: number) => MONTH_NAMES[language].long[m - 1] ?? String(m);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <ReportTable
        label={title}
        testId="more-figures"
        minWidth={360}
        rows={FIGURES}
        rowKey={(row) => row.key}
        columns={[
          { key: 'figure', header: t('reports.figure'), cell: (row) => t(`reports.${row.key}`) },
          { key: 'month', header: month(report.month), figure: true, cell: (row) => row.text(report.figures) },
          {
            key: 'previous',
            header: month(report.previous.month),
            figure: true,
            cell: (row) => row.text(report.previous.figures),
          },
        ]}
      />
    </Paper>
  );
}
