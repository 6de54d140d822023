import { type DocumentLanguage, type MonthlyReportRequest, reportText } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { type ReportDocument, reportDocument } from './report-document.js';
import { renderReportExcel } from './report-excel.js';
import { addMonths, monthEnd, monthStart } from './report-figures.js';
import { journalCsv, journalEntries } from './report-journal.js';
import type { ReportsService } from './reports.service.js';
import { settledAll } from './settled-all.js';

export interface ReportFile {
  name: string;
  contentType: string;
  body: Buffer | string;
}

/** The monthly report as a PDF or an Excel file, and the month's journal for the accountant. */
export function createReportFiles(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  reports: ReportsService;
  /** Draws the report's PDF (`renderReportPdf`, report-pdf.ts): the app's render pool, off the event loop. */
  drawPdf: (language: DocumentLanguage, doc: ReportDocument) => Promise<Buffer>;
  business: (
    propertyId: number | null | undefined,
  ) => Promise<{ businessName: string; address: string; phone: string }>;
  propertyName: (propertyId: number) => Promise<string>;
}) {
  const fileMonth = (m: MonthlyReportRequest) => `${m.year}-${String(m.month).padStart(2, '0')}`;
  const suffix = (m: MonthlyReportRequest) => (m.propertyId ? `-${m.propertyId}` : '');

  async function document(request: MonthlyReportRequest, language: DocumentLanguage) {
    const month = monthStart(request.year, request.month);
    const first = addMonths(month, -11);
    // The property first: one the caller does not see is refused before any figure is read.
    const propertyName = request.propertyId ? await deps.propertyName(request.propertyId) : null;
    const [report, trend, business] = await settledAll([
      deps.reports.monthly(request),
      deps.reports.trend({ from: first.slice(0, 7), to: month.slice(0, 7), propertyId: request.propertyId }),
      deps.business(request.propertyId || null),
    ] as const);
    const madeOn = businessDate(deps.clock.now(), deps.businessTimezone);
    return reportDocument(language, report, trend, business, propertyName, madeOn);
  }

  return {
    async pdf(request: MonthlyReportRequest, language: DocumentLanguage): Promise<ReportFile> {
      const body = await deps.drawPdf(language, await document(request, language));
      const title = reportText(language, 'title').toLowerCase().replace(/ /g, '-');
      return { name: `${title}-${fileMonth(request)}${suffix(request)}.pdf`, contentType: 'application/pdf', body };
    },

    async excel(request: MonthlyReportRequest, language: DocumentLanguage): Promise<ReportFile> {
      const body = await renderReportExcel(await document(request, language));
      const title = reportText(language, 'title').toLowerCase().replace(/ /g, '-');
      return {
        name: `${title}-${fileMonth(request)}${suffix(request)}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body,
      };
    },

    async journal(request: MonthlyReportRequest): Promise<ReportFile> {
      const month = monthStart(request.year, request.month);
      const { accounts } = await deps.reports.settings();
      const entries = await journalEntries(
        deps.db,
        { first: month, last: monthEnd(month), propertyId: request.propertyId || undefined },
        accounts,
      );
      return {
        name: `jurnal-${fileMonth(request)}${suffix(request)}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: journalCsv(entries),
      };
    },
  };
}

export type ReportFiles = ReturnType<typeof createReportFiles>;
