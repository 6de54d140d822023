import type { DocumentLanguage, ReceiptDocument } from '@kamar/contract';
import { createPdfRenderPool, type PdfDrawing, pdfOnEventLoop } from './lib/pdf-render-pool.js';
import { renderAgreementPdf } from './modules/agreements/agreement-pdf.js';
import { type PaperSize, renderReceiptPdf } from './modules/documents/receipt-pdf.js';
import type { ReportDocument } from './modules/reports/report-document.js';
import { renderReportPdf } from './modules/reports/report-pdf.js';
import type { RegisterDocument } from './modules/resident-register/register-document.js';
import { renderRegisterPdf } from './modules/resident-register/register-pdf.js';

/**
 * Every PDF the server draws, by kind: the renderer of each module, as the render threads
 * (`pdf-worker.ts`) and the event loop (PDF_THREADS=0) call it. Inputs are plain data (they cross
 * to a thread by structured clone); the renderers are the modules' own, unchanged.
 */
export const pdfRenderers = {
  receipt: ({ document, logo, size }: { document: ReceiptDocument; logo: Buffer | null; size: PaperSize }) =>
    renderReceiptPdf(document, logo, size),
  agreement: renderAgreementPdf,
  report: ({ language, doc }: { language: DocumentLanguage; doc: ReportDocument }) => renderReportPdf(language, doc),
  residentRegister: ({ language, doc }: { language: DocumentLanguage; doc: RegisterDocument }) =>
    renderRegisterPdf(language, doc),
};

export type PdfKinds = typeof pdfRenderers;
export type Pdfs = PdfDrawing<PdfKinds>;

/**
 * The render threads' entry: `pdf-worker.ts` beside this file in the sources, `pdf-worker.js`
 * beside main.js in a build (build.mjs bundles it; this file is then part of main.js).
 */
export const pdfWorkerEntry = new URL(
  import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.js',
  import.meta.url,
);

/** The server's one PDF drawer: `threads` render threads, or the event loop when 0. */
export function createPdfs(threads?: number): Pdfs {
  return threads === 0 ? pdfOnEventLoop(pdfRenderers) : createPdfRenderPool<PdfKinds>(pdfWorkerEntry, threads);
}
