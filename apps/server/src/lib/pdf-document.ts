import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * Noto Sans from @fontsource (a registry package, no download at run time), embedded as a
 * subset: Indonesian text and "Rp" print the same on every phone, printer and PDF reader.
 */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff');
const FONT_BOLD = require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff');

/**
 * A pdfkit document with the fonts every PDF of Kamar prints in ('Regular', 'Bold') and the file
 * it becomes: `finished` resolves with the bytes once `pdf.end()` is called.
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions): {
  pdf: PDFKit.PDFDocument;
  finished: Promise<Buffer>;
} {
  const pdf = new PDFDocument(options);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('Regular', FONT_REGULAR);
  pdf.registerFont('Bold', FONT_BOLD);
  return { pdf, finished };
}

/** The grey of a document's secondary lines (the business's address, the period, notes). */
export const PDF_GREY = '#555555';

/** What heads a report-like document: the business, its lines, the document's title and lines. */
export interface PdfHeading {
  businessName: string;
  businessLines: string[];
  title: string;
  lines: string[];
}

/**
 * The heading of a report-like document (the monthly report, the resident register) at the top
 * of its first page: the business's name large, its address lines in grey, the title, the
 * document's own lines (period, property) in grey. `nameSize` sets the name's size, the title one
 * point larger and a little further down on the larger.
 */
export function drawPdfHeading(pdf: PDFKit.PDFDocument, heading: PdfHeading, nameSize: 13 | 14) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  pdf.font('Bold').fontSize(nameSize).text(heading.businessName, left, pdf.page.margins.top, { width });
  pdf.font('Regular').fontSize(8).fillColor(PDF_GREY);
  for (const line of heading.businessLines) pdf.text(line, { width });
  pdf.fillColor('black').moveDown(nameSize === 14 ? 0.6 : 0.5);
  pdf
    .font('Bold')
    .fontSize(nameSize + 2)
    .text(heading.title, { width });
  pdf.font('Regular').fontSize(9).fillColor(PDF_GREY);
  for (const line of heading.lines) pdf.text(line, { width });
  pdf.fillColor('black').moveDown(0.8);
}
