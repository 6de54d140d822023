import type { DocumentLanguage } from '@kamar/contract';
import { drawPdfHeading, PDF_GREY as GREY, pdfDocument } from '../../lib/pdf-document.js';
import { nothingText, type RegisterDocument, type RegisterSection } from './register-document.js';

const LIGHT = '#cccccc';
const FONT_SIZE = 7.5;
const PAD = 3;

/**
 * The register as an A4 landscape PDF for the RT/RW (and the APOA list on a page of its own for
 * the immigration office): the business's header, the property, the day and the period, then each
 * list as a table whose cells wrap (an address is never cut short), the header repeated on a new page.
 */
export function renderRegisterPdf(language: DocumentLanguage, doc: RegisterDocument): Promise<Buffer> {
  const { pdf, finished } = pdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 32,
    info: { Title: doc.title, Author: doc.businessName },
  });
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;

  drawPdfHeading(pdf, doc, 13);

  for (const section of doc.sections) drawSection(section);
  pdf.end();
  return finished;

  function drawSection(section: RegisterSection) {
    if (section.ownPage || pdf.y + 60 > bottom()) pdf.addPage();
    pdf.font('Bold').fontSize(11).text(section.title, left, pdf.y, { width });
    pdf.moveDown(0.2);
    const total = section.widths.reduce((s, n) => s + n, 0);
    const widths = section.widths.map((n) => (width * n) / total);
    const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, n) => s + n, 0));
    const heightOf = (cells: string[], bold: boolean) => {
      pdf.font(bold ? 'Bold' : 'Regular').fontSize(FONT_SIZE);
      return Math.max(...cells.map((c, i) => pdf.heightOfString(c, { width: (widths[i] ?? 0) - 2 * PAD }))) + 2 * PAD;
    };
    const row = (cells: string[], bold: boolean) => {
      const height = heightOf(cells, bold);
      if (pdf.y + height > bottom()) {
        pdf.addPage();
        if (!bold) row(section.columns, true);
      }
      const y = pdf.y;
      pdf.font(bold ? 'Bold' : 'Regular').fontSize(FONT_SIZE);
      cells.forEach((cell, i) => {
        pdf.text(cell, (xs[i] ?? left) + PAD, y + PAD, { width: (widths[i] ?? 0) - 2 * PAD });
      });
      pdf
        .moveTo(left, y + height)
        .lineTo(left + width, y + height)
        .lineWidth(0.5)
        .strokeColor(LIGHT)
        .stroke();
      pdf.x = left;
      pdf.y = y + height;
    };
    row(section.columns, true);
    if (section.rows.length === 0) {
      pdf
        .font('Regular')
        .fontSize(8.5)
        .fillColor(GREY)
        .text(nothingText(language), left + PAD, pdf.y + PAD, { width });
      pdf.fillColor('black');
    }
    for (const cells of section.rows) row(cells, false);
    for (const note of section.notes ?? []) {
      pdf.moveDown(0.4);
      pdf.font('Regular').fontSize(8).fillColor(GREY).text(note, left, pdf.y, { width });
      pdf.fillColor('black');
    }
    pdf.x = left;
    pdf.moveDown(1.2);
  }
}
