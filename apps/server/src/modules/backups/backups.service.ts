import fs from 'node:fs';
import { apiDateTimeText, type BackupKind, type BackupOverview, refusal } from '@kamar/contract';
import type pg from 'pg';
import type { BackupConfig, Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { businessDate } from '../../lib/business-time.js';
import { conflict, notFound } from '../../lib/errors.js';
import { createAppSettingsService } from '../settings/app-settings.service.js';
import { type BackupFile, isBackupFileName, listBackups, newBackupPath, pruneBackups } from './backup-files.js';
import { readBackup } from './backup-reader.js';
import { type BackupProgress, type WrittenBackup, writeBackup } from './backup-writer.js';

/** Held while a backup is written: one at a time per database, whatever the number of servers. */
const BACKUP_LOCK = 7284003;
const LAST_DAILY = 'backup_last_daily';
const LAST_FAILURE = 'backup_last_failure';

export interface BackupsDeps {
  db: Database;
  backup: BackupConfig;
  timeZone: string;
}

/** Reads a freshly written backup back whole and checks it against what was written. */
export async function verifyBackup(written: WrittenBackup) {
  const read = await readBackup(written.file);
  if (read.trailer.sha256 !== written.trailer.sha256) throw new Error(`${written.file} did not read back as written.`);
}

export function createBackupsService({ db, backup, timeZone }: BackupsDeps) {
  const settings = createAppSettingsService(db);

  /** Runs `work` holding the backup lock on a connection of its own; null when another backup runs. */
  async function withBackupLock<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T | null> {
    const client = await db.$client.connect();
    let broken: Error | undefined;
    try {
      const lock = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [BACKUP_LOCK]);
      if (!lock.rows[0]?.ok) return null;
      try {
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]).catch((error: Error) => {
          broken = error;
        });
      }
    } catch (error) {
      broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async function write(client: pg.PoolClient, kind: BackupKind, onProgress?: (p: BackupProgress) => void) {
    const file = newBackupPath(backup.dir, new Date(), timeZone, kind);
    const written = await writeBackup(client, file, { kind, ...(onProgress ? { onProgress } : {}) });
    try {
      await verifyBackup(written);
    } catch (error) {
      fs.renameSync(file, `${file}.failed`);
      throw error;
    }
    pruneBackups(backup.dir, backup);
    await settings.remove(LAST_FAILURE);
    const info = listBackups(backup.dir).find((f) => f.path === file);
    if (!info) throw new Error(`${file} was written but is not in ${backup.dir}.`);
    return info;
  }

  async function noteFailure(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    await settings.setJson(LAST_FAILURE, { at: apiDateTimeText(new Date(), timeZone), message }).catch(() => {});
  }

  return {
    /** A backup now, verified; 409 while another one is being written. */
    async take(kind: BackupKind, onProgress?: (p: BackupProgress) => void): Promise<BackupFile> {
      const taken = await withBackupLock((client) => write(client, kind, onProgress));
      if (!taken) throw conflict(refusal('backup.inProgress'));
      return taken;
    },

    /**
     * The daily backup, once per business day from BACKUP_HOUR on. The day is recorded in the
     * database under the lock, so of several servers on one database exactly one takes it.
     */
    async dailyIfDue(now: Date): Promise<'off' | 'not yet' | 'done' | 'busy' | BackupFile> {
      if (backup.hour === null) return 'off';
      const today = businessDate(now, timeZone);
      if (Number(apiDateTimeText(now, timeZone).slice(11, 13)) < backup.hour) return 'not yet';
      if ((await settings.get(LAST_DAILY)) === today) return 'done';
      const result = await withBackupLock(async (client) => {
        if ((await settings.get(LAST_DAILY)) === today) return 'done' as const;
        try {
          const file = await write(client, 'daily');
          await settings.set(LAST_DAILY, today);
          return file;
        } catch (error) {
          await noteFailure(error);
          throw error;
        }
      });
      return result ?? 'busy';
    },

    async overview(): Promise<BackupOverview> {
      const files = listBackups(backup.dir);
      const latest = files[0];
      const failure = await settings.getJson<{ at: string; message: string }>(LAST_FAILURE);
      return {
        latest: latest
          ? { fileName: latest.fileName, kind: latest.kind, createdAt: latest.createdAt, sizeBytes: latest.sizeBytes }
          : null,
        count: files.length,
        dailyHour: backup.hour,
        keepDaily: backup.keepDaily,
        keepWeekly: backup.keepWeekly,
        lastFailure: failure && (!latest || failure.at > latest.createdAt) ? failure : null,
      };
    },

    /** A backup file of the folder by its name (never a path: no name leaves the folder). */
    find(fileName: string): BackupFile {
      const file = isBackupFileName(fileName)
        ? listBackups(backup.dir).find((f) => f.fileName === fileName)
        : undefined;
      if (!file) throw notFound(refusal('backup.notFound'));
      return file;
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;

/**
 * Before migrations change a database that holds data, a backup of it as it was: the way back if
 * an upgrade goes wrong. A failure stops the start (nothing has been changed yet).
 */
export async function backupBeforeMigrating(
  db: Database,
  config: Pick<Config, 'backup' | 'businessTimezone'>,
  pending: number,
  say: (line: string) => void,
) {
  const started = performance.now();
  say(`Backing up the database before ${pending} database change(s)...`);
  const service = createBackupsService({ db, backup: config.backup, timeZone: config.businessTimezone });
  try {
    const file = await service.take('pre-migration');
    say(
      `  ${file.path} (${(file.sizeBytes / 1e6).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s), verified`,
    );
  } catch (error) {
    throw new Error(
      `The backup before upgrading the database failed, so nothing was changed: ${(error as Error).message}. ` +
        `Make room in ${config.backup.dir} (or set BACKUP_DIR to a folder with room) and start again.`,
    );
  }
}
