import { type Language, paths, type ReportFileFormat, type ReportFileQuery } from '@kamar/contract';
import { downloadFile } from '../../../components/files/download-file';

/** The month (and the property, 0: all of them) a file is of. */
export interface ReportFileOf {
  year: number;
  month: number;
  propertyId: number;
}

/** The files' query, as the contract's ZReportFileQuery reads it. */
const query = ({ year, month, propertyId }: ReportFileOf, more: Pick<ReportFileQuery, 'format' | 'lang'> = {}) => {
  const asked: ReportFileQuery = { year, month, ...(propertyId ? { propertyId } : {}), ...more };
  return new URLSearchParams(Object.entries(asked).map(([key, value]) => [key, String(value)])).toString();
};

/** The report as a PDF or an Excel workbook in a language: a GET (not a call). */
export const monthlyFileUrl = (of: ReportFileOf, format: ReportFileFormat, language: Language) =>
  `${paths.report.monthlyFile}?${query(of, { format, lang: language })}`;

/** The month's journal, as Accurate Online imports it: a GET (not a call). */
export const journalUrl = (of: ReportFileOf) => `${paths.report.journal}?${query(of)}`;

const monthText = ({ year, month }: ReportFileOf) => `${year}-${String(month).padStart(2, '0')}`;

/** Saved under the server's name (ours if it gave none). */
export const downloadMonthlyFile = (of: ReportFileOf, format: ReportFileFormat, language: Language) =>
  downloadFile(monthlyFileUrl(of, format, language), `report-${monthText(of)}.${format}`);

export const downloadJournal = (of: ReportFileOf) => downloadFile(journalUrl(of), `journal-${monthText(of)}.csv`);
