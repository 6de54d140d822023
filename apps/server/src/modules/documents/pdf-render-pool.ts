import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReceiptDocument } from '@kamar/contract';
import type { PaperSize } from './receipt-pdf.js';

export type PdfJob = { document: ReceiptDocument; logo: Uint8Array | null; size: PaperSize };

type Waiting = PdfJob & { id: number; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; job: Waiting | null };

/**
 * A render thread: in a build, `pdf-worker.js` beside the bundle (apps/server/build.mjs bundles
 * it); from the sources (tsx, vitest), `receipt-pdf-worker.ts` loaded through tsx's loader, which
 * the thread registers first (a worker does not inherit the parent's loader).
 */
function newWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pdf-worker.js', here));
  // tsx's ESM entry (its CommonJS one registers a loader path that does not exist).
  const tsx = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const file = new URL('./receipt-pdf-worker.ts', here).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(file)}); })`,
    {
      eval: true,
    },
  );
}

/**
 * Drawing a receipt costs about 90 ms of CPU (pdfkit: layout, font subsetting, compression); on
 * the event loop every other call waited behind it. The pool draws documents on worker threads
 * instead: a few threads (one less than the cores, at least one, at most four), started on the
 * first document and kept; jobs queue in order when all are busy. A thread that dies fails only
 * the job it held and is replaced on the next job.
 */
export function createPdfRenderPool(threads = Math.max(1, Math.min(4, availableParallelism() - 1))) {
  const pool: Thread[] = [];
  const queue: Waiting[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread {
    const thread: Thread = { worker: newWorker(), job: null };
    thread.worker.unref();
    thread.worker.on('message', (answer: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = thread.job;
      thread.job = null;
      if (job && job.id === answer.id) {
        if (answer.pdf) job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
        else job.reject(new Error(answer.error ?? 'the PDF was not drawn'));
      }
      next();
    });
    const fail = (error: Error) => {
      pool.splice(pool.indexOf(thread), 1);
      thread.job?.reject(error);
      thread.job = null;
      next();
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => {
      if (pool.includes(thread)) fail(new Error(`the PDF thread stopped (${code})`));
    });
    pool.push(thread);
    return thread;
  }

  function next() {
    while (queue.length > 0 && !closed) {
      const idle = pool.find((t) => t.job === null) ?? (pool.length < threads ? start() : null);
      if (!idle) return;
      const job = queue.shift() as Waiting;
      idle.job = job;
      try {
        idle.worker.postMessage({ id: job.id, document: job.document, logo: job.logo, size: job.size });
      } catch (error) {
        idle.job = null;
        job.reject(error as Error);
      }
    }
  }

  return {
    /** The document as a PDF, drawn on a pool thread. */
    render(document: ReceiptDocument, logo: Buffer | null, size: PaperSize): Promise<Buffer> {
      if (closed) return Promise.reject(new Error('the PDF pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, document, logo: logo ? new Uint8Array(logo) : null, size, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the PDF pool is closed'));
      await Promise.all(pool.splice(0).map((t) => t.worker.terminate()));
    },
  };
}

export type PdfRenderPool = ReturnType<typeof createPdfRenderPool>;
