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
