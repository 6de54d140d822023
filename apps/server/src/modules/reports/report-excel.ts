import ExcelJS from 'exceljs';
import type { ReportDocument } from './report-document.js';

const MONEY = '"Rp "#,##0';

/**
 * The monthly report as an Excel workbook: one sheet, the header lines, then each section as a
 * table with a bold header; money as numbers formatted in rupiah, rates as percentages, so the
 * figures can be added up and charted again.
 */
export async function renderReportExcel(doc: ReportDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kamar';
  const sheet = workbook.addWorksheet(doc.title.slice(0, 31).replace(/[\\/?*[\]:]/g, '-'));
  sheet.getColumn(1).width = 42;
  for (let i = 2; i <= 6; i++) sheet.getColumn(i).width = 20;
  sheet.addRow([doc.businessName]).font = { bold: true, size: 13 };
  for (const line of doc.businessLines) sheet.addRow([line]);
  sheet.addRow([doc.title]).font = { bold: true, size: 14 };
  for (const line of doc.lines) sheet.addRow([line]);
  for (const section of doc.sections) {
    sheet.addRow([]);
    sheet.addRow([section.title]).font = { bold: true, size: 12 };
    sheet.addRow(section.columns).font = { bold: true };
    for (const cells of section.rows) {
      const row = sheet.addRow(
        cells.map((c) =>
          typeof c === 'string' ? c : 'money' in c ? c.money : c.percent === null ? '' : c.percent / 100,
        ),
      );
      cells.forEach((c, i) => {
        if (typeof c === 'string') return;
        row.getCell(i + 1).numFmt = 'money' in c ? MONEY : '0.0%';
      });
    }
    for (const note of section.notes ?? []) sheet.addRow([note]).font = { italic: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
