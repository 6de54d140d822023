import { servePdfJobs } from './lib/pdf-render-pool.js';
import { pdfRenderers } from './pdf-renderers.js';

/** One render thread of the server's PDF pool (lib/pdf-render-pool.ts): every kind of PDF, one at a time. */
servePdfJobs(pdfRenderers);
