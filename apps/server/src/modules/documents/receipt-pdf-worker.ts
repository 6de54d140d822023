import { parentPort } from 'node:worker_threads';
import type { PdfJob } from './pdf-render-pool.js';
import { renderReceiptPdf } from './receipt-pdf.js';

/** One render thread of the pool (pdf-render-pool.ts): draws the PDFs it is sent, one at a time. */
parentPort?.on('message', async ({ id, document, logo, size }: PdfJob & { id: number }) => {
  try {
    const pdf = await renderReceiptPdf(document, logo ? Buffer.from(logo) : null, size);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    parentPort?.postMessage({ id, pdf: bytes });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
