import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

/**
 * The PDFs a render thread can draw: one function per kind, taking that kind's input. The
 * renderers are the modules' (the server's `pdf-renderers.ts` names them); this file knows none.
 */
// Each kind's renderer takes its own input: `never` is the input type every one of them accepts.
export type PdfRenderers = Record<string, (input: never) => Promise<Buffer>>;

/** A job of a named kind, with that kind's input. */
export type PdfJob<R extends PdfRenderers, K extends keyof R & string = keyof R & string> = {
  kind: K;
  input: Parameters<R[K]>[0];
};

/** What draws PDFs for the services: on pool threads, or (PDF_THREADS=0, tests) on the event loop. */
export interface PdfDrawing<R extends PdfRenderers> {
  render<K extends keyof R & string>(kind: K, input: Parameters<R[K]>[0]): Promise<Buffer>;
  close(): Promise<void>;
}

type Waiting = {
  id: number;
  kind: string;
  input: unknown;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
};
type Thread = { worker: Worker; job: Waiting | null };

/**
 * A job's input as the renderer was written for: structured clone turns a Buffer into a plain
 * Uint8Array on the way to the thread (a logo, a signature's image), and pdfkit takes an image
 * only as a Buffer (or a path). Arrays and plain objects are walked; other values are kept.
 */
export function withBuffers(value: unknown): unknown {
  if (value instanceof Uint8Array)
    return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(withBuffers);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = withBuffers(item);
    return out;
  }
  return value;
}

/**
 * The body of a render thread (the server's `pdf-worker.ts` calls it with the renderers): draws
 * the jobs it is sent, one at a time, each with the renderer of its kind. A job that fails
 * answers its error; the thread goes on with the next.
 */
export function servePdfJobs(renderers: PdfRenderers): void {
  parentPort?.on('message', async ({ id, kind, input }: { id: number; kind: string; input: unknown }) => {
    try {
      const render = Object.hasOwn(renderers, kind) ? renderers[kind] : undefined;
      if (!render) throw new Error(`no renderer for PDFs of kind ${kind}`);
      // The kind named the renderer; its input is that kind's, as the pool's caller typed it.
      const pdf = await render(withBuffers(input) as never);
      parentPort?.postMessage({ id, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) });
    } catch (error) {
      parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

/**
 * A render thread running `entry`: a built `.js` file as it is; a `.ts` source (tsx, vitest)
 * through tsx's loader, which the thread registers first (a worker does not inherit the parent's
 * loader).
 */
function newWorker(entry: URL): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  // tsx's ESM entry (its CommonJS one registers a loader path that does not exist).
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })`,
    { eval: true },
  );
}

/** The default number of render threads: one less than the cores, at least one, at most four. */
export const defaultPdfThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * Drawing a PDF costs 90-500 ms of CPU (pdfkit: layout, font subsetting, compression); on the
 * event loop every other call waited behind it. The pool draws every kind of PDF on worker
 * threads instead: a few threads running `entry` (a file calling `servePdfJobs`), started on the
 * first job and kept; jobs queue in order when all are busy. Inputs go to the thread by
 * structured clone (plain data; Buffers arrive as Uint8Array, `withBuffers` turns them back). A
 * job whose renderer throws fails only itself; a thread that dies fails only the job it held and
 * is replaced on the next job.
 */
export function createPdfRenderPool<R extends PdfRenderers>(entry: URL, threads = defaultPdfThreads()): PdfDrawing<R> {
  const pool: Thread[] = [];
  const queue: Waiting[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread {
    const thread: Thread = { worker: newWorker(entry), job: null };
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
        idle.worker.postMessage({ id: job.id, kind: job.kind, input: job.input });
      } catch (error) {
        // An input that cannot be cloned (a function in it): that job fails, the thread stays.
        idle.job = null;
        job.reject(error as Error);
      }
    }
  }

  return {
    render(kind, input) {
      if (closed) return Promise.reject(new Error('the PDF pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, kind, input, resolve, reject });
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

/** The same renderers called on the event loop (PDF_THREADS=0): as before the pool, for comparison. */
export function pdfOnEventLoop<R extends PdfRenderers>(renderers: R): PdfDrawing<R> {
  return {
    render: (kind, input) => (renderers[kind] as R[typeof kind])(input),
    close: async () => {},
  };
}
