import type { DocumentLanguage } from '@kamar/contract';
import { drawPdfHeading, PDF_GREY as GREY, pdfDocument } from '../../lib/pdf-document.js';
import { cellText, type ReportDocument, type ReportSection } from './report-document.js';

const LIGHT = '#dddddd';

/**
 * The monthly report as an A4 PDF to send to a partner or co-owner: the business's header, the
 * month and property, then each section as a table (the screen's charts as their figures), money
 * right-aligned. A table that does not fit the page goes on to the next one with its header again.
 */
export function renderReportPdf(language: DocumentLanguage, doc: ReportDocument): Promise<Buffer> {
  const { pdf, finished } = pdfDocument({
    size: 'A4',
    margin: 40,
    info: { Title: doc.title, Author: doc.businessName },
  });
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;

  drawPdfHeading(pdf, doc, 14);

  for (const section of doc.sections) drawSection(section);
  pdf.end();
  return finished;

  function drawSection(section: ReportSection) {
    const rowHeight = 15;
    if (pdf.y + rowHeight * 3 > bottom()) pdf.addPage();
    pdf.font('Bold').fontSize(11).text(section.title, left, pdf.y, { width });
    pdf.moveDown(0.2);
    // The first column takes what the others leave; the others share the rest.
    const others = section.columns.length - 1;
    const firstWidth = others >= 4 ? width * 0.3 : width * 0.5;
    const otherWidth = others === 0 ? 0 : (width - firstWidth) / others;
    const xOf = (i: number) => (i === 0 ? left : left + firstWidth + (i - 1) * otherWidth);
    const widthOf = (i: number) => (i === 0 ? firstWidth : otherWidth) - 4;
    const row = (cells: string[], bold: boolean) => {
      if (pdf.y + rowHeight > bottom()) {
        pdf.addPage();
        row(section.columns, true);
      }
      const y = pdf.y;
      pdf.font(bold ? 'Bold' : 'Regular').fontSize(8.5);
      cells.forEach((cell, i) => {
        pdf.text(cell, xOf(i), y + 3, {
          width: widthOf(i),
          align: i === 0 ? 'left' : 'right',
          lineBreak: false,
          ellipsis: true,
        });
      });
      pdf
        .moveTo(left, y + rowHeight)
        .lineTo(left + width, y + rowHeight)
        .lineWidth(0.5)
        .strokeColor(LIGHT)
        .stroke();
      pdf.x = left;
      pdf.y = y + rowHeight;
    };
    row(section.columns, true);
    for (const cells of section.rows)
      row(
        cells.map((c) => cellText(language, c)),
        false,
      );
    for (const note of section.notes ?? []) {
      pdf.moveDown(0.3);
      pdf.font('Regular').fontSize(8).fillColor(GREY).text(note, left, pdf.y, { width });
      pdf.fillColor('black');
    }
    pdf.moveDown(1);
  }
}
