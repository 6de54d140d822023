import type { FastifyBaseLogger } from 'fastify';
import type { BackupConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createBackupsService } from './backups.service.js';

export interface BackupScheduleOptions {
  db: Database;
  backup: BackupConfig;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often to look whether the daily backup is due. */
  everyMs?: number;
}

/**
 * The daily backup: every few minutes each server looks whether today's is due (from
 * BACKUP_HOUR, business time) and not taken yet; a server that was down at that hour takes it
 * when it is back. After a failure it waits a quarter of an hour before trying again.
 */
export function startBackupSchedule({ db, backup, timeZone, log, everyMs = 5 * 60_000 }: BackupScheduleOptions) {
  if (backup.hour === null) return { stop: async () => {} };
  const service = createBackupsService({ db, backup, timeZone });
  let running: Promise<void> | null = null;
  let quietUntil = 0;
  const tick = () => {
    if (running || Date.now() < quietUntil) return;
    running = service
      .dailyIfDue(new Date())
      .then((result) => {
        if (typeof result === 'object')
          log.info({ file: result.path, bytes: result.sizeBytes }, 'daily backup written and verified');
      })
      .catch((error: Error) => {
        quietUntil = Date.now() + 15 * 60_000;
        log.error({ err: error }, 'daily backup failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 10_000);
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
