import ExcelJS from 'exceljs';
import type { RegisterDocument } from './register-document.js';

/** A sheet's name: at most 31 characters, none of Excel's forbidden ones. */
const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, '-').slice(0, 31);

/**
 * The register as an Excel workbook: one sheet per list (residents, arrivals, departures, foreign
 * guests), each with the header lines, then the list's columns in bold and a row per person.
 */
export async function renderRegisterExcel(doc: RegisterDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kamar';
  for (const section of doc.sections) {
    const sheet = workbook.addWorksheet(sheetName(section.name));
    section.widths.forEach((w, i) => {
      sheet.getColumn(i + 1).width = Math.max(6, w * 2);
    });
    sheet.addRow([doc.businessName]).font = { bold: true, size: 12 };
    sheet.addRow([doc.title]).font = { bold: true, size: 13 };
    for (const line of doc.lines) sheet.addRow([line]);
    sheet.addRow([]);
    sheet.addRow([section.title]).font = { bold: true, size: 12 };
    sheet.addRow(section.columns).font = { bold: true };
    for (const cells of section.rows) sheet.addRow(cells);
    for (const note of section.notes ?? []) sheet.addRow([note]).font = { italic: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
