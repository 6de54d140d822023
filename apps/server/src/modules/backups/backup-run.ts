/**
 * How long any step of a backup may go without progress: connecting, taking the lock, reading a
 * table (a COPY waits behind a lock that a migration or a restore holds), writing to the file (a
 * disk that stopped answering), its fsync, reading it back. A healthy step reports progress many
 * times a second, so this is about a step that hangs, not one that is slow.
 */
export const STALL_LIMIT_MS = 60_000;

/** A backup step made no progress within its time limit. */
export class BackupTimedOutError extends Error {
  constructor(
    readonly step: string,
    readonly limitMs: number,
  ) {
    super(`The backup made no progress for ${Math.round(limitMs / 1000)} s while ${step}.`);
    this.name = 'BackupTimedOutError';
  }
}

/** The server is stopping: a backup under way ends rather than hold up the shutdown. */
export class BackupStoppedError extends Error {
  constructor() {
    super('The backup was stopped because the server is shutting down.');
    this.name = 'BackupStoppedError';
  }
}

/**
 * One backup under way, watched: every step must report progress within `limitMs`. When one does
 * not, or `stop` is signalled, the run ends: `signal` aborts (with BackupTimedOutError or
 * BackupStoppedError as its reason) and everything waited for through `wait` fails at once; the
 * writer also drops its connection and file, so nothing it started is left hanging.
 */
export interface BackupRun {
  readonly signal: AbortSignal;
  /** The backup moved on (into `step`, or further in it): that step's time limit starts again. */
  progress(step: string): void;
  /** `promise`, or the run's end, whichever comes first. */
  wait<T>(promise: Promise<T>): Promise<T>;
  /** Stops watching (the backup is over). */
  finish(): void;
}

export function startBackupRun(options: { limitMs?: number; stop?: AbortSignal } = {}): BackupRun {
  const limitMs = options.limitMs ?? STALL_LIMIT_MS;
  const controller = new AbortController();
  let step = 'starting';
  let lastProgress = Date.now();
  const ended = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason));
  });
  ended.catch(() => {});
  const timer = setInterval(
    () => {
      if (Date.now() - lastProgress > limitMs) controller.abort(new BackupTimedOutError(step, limitMs));
    },
    Math.min(1_000, Math.max(50, limitMs / 10)),
  );
  const stopNow = () => controller.abort(new BackupStoppedError());
  if (options.stop?.aborted) stopNow();
  options.stop?.addEventListener('abort', stopNow);
  return {
    signal: controller.signal,
    progress(next) {
      step = next;
      lastProgress = Date.now();
    },
    wait: (promise) => Promise.race([promise, ended]),
    finish() {
      clearInterval(timer);
      options.stop?.removeEventListener('abort', stopNow);
    },
  };
}
