import type { FastifyBaseLogger } from 'fastify';
import { startDailyJob } from '../../lib/daily-job.js';
import type { BackupsService } from './backups.service.js';

export interface BackupScheduleOptions {
  service: BackupsService;
  /** BACKUP_HOUR: none, no daily backup. */
  hour: number | null;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often to look whether the daily backup is due. */
  everyMs?: number;
}

/**
 * The daily backup: every few minutes each server looks whether today's is due (from
 * BACKUP_HOUR, business time) and not taken yet; a server that was down at that hour takes it
 * when it is back. After a failure it waits a quarter of an hour before trying again; put off
 * because another backup is being written, it is recorded as skipped and tried at the next look.
 */
export function startBackupSchedule({ service, hour, log, everyMs }: BackupScheduleOptions) {
  if (hour === null) return { stop: async () => {} };
  const job = startDailyJob({
    name: 'daily backup',
    runIfDue: (now) => service.dailyIfDue(now),
    log,
    describe: (result) => (typeof result === 'object' ? { file: result.path, bytes: result.sizeBytes } : null),
    ...(everyMs ? { everyMs } : {}),
  });
  return {
    /** A backup under way ends (recorded as stopped) rather than hold up the shutdown. */
    async stop() {
      service.stop();
      await job.stop();
    },
  };
}
