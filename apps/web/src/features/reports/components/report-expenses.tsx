import { formatRupiah, type ReportFigures } from '@kamar/contract';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportTable } from './report-table';

/** The month's expenses by category. */
export function ReportExpenses({ figures }: { figures: ReportFigures }) {
  const { t } = useTranslation();
  const title = t('reports.expenseByCategory');
  return (
    <Paper withBorder p="md" radius="md" data-testid="expense-by-category">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <ReportTable
        label={title}
        testId="expense-table"
        rows={figures.expenseLines}
        rowKey={(line) => line.expenseCategoryId}
        columns={[
          { key: 'category', header: t('reports.category'), cell: (line) => line.name },
          { key: 'amount', header: t('fields.amount'), figure: true, cell: (line) => formatRupiah(line.amount) },
        ]}
        footer={[t('reports.total'), formatRupiah(figures.expense)]}
      />
    </Paper>
  );
}
