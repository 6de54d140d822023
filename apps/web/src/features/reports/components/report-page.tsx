import type { MonthlyReport } from '@kamar/contract';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { errorMessage } from '../../../lib/api-client';
import { useBusinessToday } from '../../../lib/business-today';
import { useCurrentProperty } from '../../../lib/current-property';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useMonthlyReport } from '../api/get-monthly-report';
import { useReportTrend } from '../api/get-report-trend';
import { ReportDownloads } from './report-downloads';
import { ReportExpenses } from './report-expenses';
import { ReportHeadlines } from './report-headlines';
import { ReportIncome } from './report-income';
import { lastMonthOf, monthKey, parseMonth, trendRange, type YearMonth } from './report-month';
import { ReportMonthPicker } from './report-month-picker';
import { ReportMoreFigures } from './report-more-figures';
import { ReportProperties } from './report-properties';
import { ReportTaxCard } from './report-tax-card';
import { ReportTrend } from './report-trend';
import { trendRows } from './trend-rows';
import './report-words';

/** What the month-end figures are as of: the month's close, today in the month running, or nothing yet. */
function asOfWords(t: TFunction, report: MonthlyReport) {
  if (report.asOf === null) return t('reports.toCome');
  return t(report.closed ? 'reports.asOfClosed' : 'reports.asOfToday', { date: formatDate(report.asOf) });
}

/**
 * /report: a month's numbers (last month unless the address names one), of the top bar's
 * property or of all of them with each beside: the headline figures against the month before,
 * the tax figure as a guide, income and expenses by kind, the twelve months to it in charts with
 * their tables, and the month as a PDF, an Excel workbook and a journal for Accurate Online.
 */
export function ReportPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const today = useBusinessToday();
  const [query, setQuery] = useSearchParams();
  const chosen = parseMonth(query.get('month')) ?? lastMonthOf(today);
  const { propertyId, properties, several } = useCurrentProperty();
  const property = propertyId ? { propertyId } : {};
  const report = useMonthlyReport({ year: chosen.year, month: chosen.month, ...property });
  const trend = useReportTrend({ ...trendRange(chosen), ...property });
  const showError = useShowError();
  useEffect(() => {
    if (report.error) void showError(report.error);
  }, [report.error, showError]);
  useEffect(() => {
    if (trend.error) void showError(trend.error);
  }, [trend.error, showError]);
  const rows = useMemo(() => (trend.data ? trendRows(trend.data, language) : null), [trend.data, language]);

  const pick = (month: YearMonth) =>
    setQuery(
      (now) => {
        const next = new URLSearchParams(now);
        next.set('month', monthKey(month));
        return next;
      },
      { replace: true },
    );
  const data = report.data;
  const propertyName = properties.find((p) => p.propertyId === propertyId)?.propertyName;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('reports.title')}
          </Title>
          {several && (
            <Text size="sm" c="dimmed" data-testid="report-property">
              {propertyName ?? t('topBar.allProperties')}
            </Text>
          )}
        </div>
        <ReportDownloads of={{ ...chosen, propertyId }} />
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm">
        <ReportMonthPicker value={chosen} today={today} onChange={pick} />
        {data && (
          <Text size="sm" c="dimmed" data-testid="report-as-of">
            {asOfWords(t, data)}
          </Text>
        )}
      </Group>
      {data ? (
        <>
          <ReportHeadlines report={data} />
          {data.tax && <ReportTaxCard tax={data.tax} />}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ReportIncome figures={data.figures} />
            <ReportExpenses figures={data.figures} />
          </SimpleGrid>
          {propertyId === 0 && data.properties.length > 1 && <ReportProperties properties={data.properties} />}
          <ReportMoreFigures report={data} />
        </>
      ) : report.isPending ? (
        <Loading />
      ) : (
        report.error && <Text c="red.8">{errorMessage(report.error)}</Text>
      )}
      {rows ? <ReportTrend rows={rows} /> : trend.isPending && data && <Loading />}
    </Stack>
  );
}
