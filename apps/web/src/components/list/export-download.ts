import { type ExportFormat, type ExportPath, refusal } from '@kamar/contract';
import { ApiError, languageHeader, refusedCall } from '../../lib/api-client';
import { session } from '../../lib/session';

/** One export on its way: what the progress panel shows. */
export interface ExportJob {
  id: number;
  title: string;
  format: ExportFormat;
  /** Rows the file will hold (the server says so before the first byte). */
  rows: number | null;
  /** CSV: rows received so far (lines are counted as they arrive). */
  rowsDone: number | null;
  bytes: number;
  state: 'running' | 'done' | 'failed' | 'cancelled';
  fileName?: string;
  /** Why it failed (an ApiError with the server's refusal), shown in the reader's language. */
  error?: unknown;
  cancel(): void;
}

let jobs: ExportJob[] = [];
const listeners = new Set<() => void>();
const publish = () => {
  jobs = [...jobs];
  for (const listener of listeners) listener();
};

/** The exports of this tab, for useSyncExternalStore: they go on while the person works elsewhere. */
export const exportJobs = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => jobs,
  dismiss(id: number) {
    jobs = jobs.filter((j) => j.id !== id);
    publish();
  },
};

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

async function refused(response: Response): Promise<ApiError> {
  return refusedCall(response.status, await response.json().catch(() => null));
}

/** Lines in the bytes received (a CSV row is one line; the header is not a row). */
const NEWLINE = 10;
const countLines = (chunk: Uint8Array) => chunk.reduce((n, byte) => (byte === NEWLINE ? n + 1 : n), 0);

let nextId = 1;

/**
 * Downloads the whole filtered set of a list as a file: the request with the bearer token, the
 * answer read as it streams in (progress as it goes, cancellable), then saved by the browser.
 */
export function startExport(path: ExportPath, body: Record<string, unknown>, format: ExportFormat, title: string) {
  const controller = new AbortController();
  const job: ExportJob = {
    id: nextId++,
    title,
    format,
    rows: null,
    rowsDone: format === 'csv' ? 0 : null,
    bytes: 0,
    state: 'running',
    cancel: () => controller.abort(),
  };
  jobs = [...jobs, job];
  publish();
  const update = (changes: Partial<ExportJob>) => {
    Object.assign(job, changes);
    publish();
  };
  void (async () => {
    try {
      const token = session.token();
      // The file's columns and words come in the reader's language, as the screens do.
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...languageHeader(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ ...body, format }),
        signal: controller.signal,
      }).catch((error: unknown) => {
        if (controller.signal.aborted) throw error;
        throw new ApiError(0, refusal('client.networkError'));
      });
      if (!response.ok || !response.body) throw await refused(response);
      update({ rows: Number(response.headers.get('x-export-rows') ?? '') || 0 });
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let lines = 0;
      let shown = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        job.bytes += value.length;
        if (job.rowsDone !== null) lines += countLines(value);
        // A few updates a second are enough for a person, and cheap for the screen.
        if (performance.now() - shown > 200) {
          shown = performance.now();
          update(job.rowsDone !== null ? { rowsDone: lines } : {});
        }
      }
      const fileName = fileNameOf(response.headers.get('content-disposition'), `export.${format}`);
      const url = URL.createObjectURL(
        new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      update({ state: 'done', fileName, rowsDone: job.rows });
    } catch (error) {
      if (controller.signal.aborted) update({ state: 'cancelled' });
      else update({ state: 'failed', error });
    }
  })();
}
