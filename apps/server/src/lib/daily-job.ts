import { apiDateTimeText } from '@kamar/contract';
import type { FastifyBaseLogger } from 'fastify';

export interface DailyJobOptions<T> {
  /** What the job is, for the logs. */
  name: string;
  /**
   * Does the work if it is due at `now`. Each server looks every few minutes; the job itself
   * decides (under a PostgreSQL advisory lock) whether it is due and whether another server is
   * doing it, so several servers on one database still do it once.
   */
  runIfDue(now: Date): Promise<T>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Logs what a run did (nothing logged when it answers null). */
  describe?(result: T): Record<string, unknown> | null;
  /** How often to look whether the work is due. */
  everyMs?: number;
  /** The first look after start. */
  firstAfterMs?: number;
  /** After a failure, the pause before trying again. */
  quietAfterFailureMs?: number;
}

/**
 * The one scheduler of the server's daily work (backups, bills): a timer per server that looks
 * whether the work is due, one run at a time per server, a quiet spell after a failure, and a
 * stop that waits for a run in progress. No job library: the work is a handful of daily tasks
 * whose "once across servers" is an advisory lock in the database they already use.
 */
export function startDailyJob<T>(options: DailyJobOptions<T>) {
  const { name, runIfDue, log, describe, everyMs = 5 * 60_000, firstAfterMs = 10_000 } = options;
  const quietAfter = options.quietAfterFailureMs ?? 15 * 60_000;
  let running: Promise<void> | null = null;
  let quietUntil = 0;
  const tick = () => {
    if (running || Date.now() < quietUntil) return;
    running = runIfDue(new Date())
      .then((result) => {
        const details = describe?.(result) ?? null;
        if (details) log.info(details, `${name} done`);
      })
      .catch((error: Error) => {
        quietUntil = Date.now() + quietAfter;
        log.error({ err: error }, `${name} failed`);
      })
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, firstAfterMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/** True once the business day's `hour` has come (business time). */
export function hourHasCome(now: Date, timeZone: string, hour: number): boolean {
  return Number(apiDateTimeText(now, timeZone).slice(11, 13)) >= hour;
}
