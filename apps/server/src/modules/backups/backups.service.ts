import fs from 'node:fs';
import {
  apiDateTimeText,
  type BackupKind,
  type BackupOverview,
  type BackupProblem,
  refusal,
  ZBackupOverview,
} from '@kamar/contract';
import type pg from 'pg';
import type { BackupConfig, Config } from '../../config.js';
import { type Database, withoutCallLimits } from '../../db/client.js';
import { businessDate } from '../../lib/business-time.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { withinTime } from '../../lib/time-limit.js';
import { createAppSettingsService } from '../settings/app-settings.service.js';
import {
  type BackupFile,
  isBackupFileName,
  listBackups,
  newBackupPath,
  pruneBackups,
  removeStalePartials,
} from './backup-files.js';
import { BackupFileError } from './backup-format.js';
import { failureOf } from './backup-problems.js';
import { readBackup } from './backup-reader.js';
import { type BackupRun, startBackupRun } from './backup-run.js';
import { type BackupProgress, type WrittenBackup, writeBackup } from './backup-writer.js';

/** Held while a backup is written: one at a time per database, whatever the number of servers. */
const BACKUP_LOCK = 7284003;
const LAST_DAILY = 'backup_last_daily';
const LAST_FAILURE = 'backup_last_failure';
const LAST_SKIP = 'backup_last_skip';
/** How long writing down how a backup went may take: the database itself may be the trouble. */
const NOTE_LIMIT_MS = 10_000;
/** A `.partial` file untouched this long belongs to no backup under way (a killed server's). */
const STALE_PARTIAL_MS = 10 * 60_000;

export interface BackupsDeps {
  db: Database;
  backup: BackupConfig;
  timeZone: string;
  /** How long a backup step may go without progress (STALL_LIMIT_MS); tests shorten it. */
  stallLimitMs?: number;
}

/** Reads a freshly written backup back whole and checks it against what was written. */
export async function verifyBackup(written: WrittenBackup, run?: BackupRun) {
  const read = await readBackup(
    written.file,
    run ? { signal: run.signal, onRead: () => run.progress('reading the backup back to check it') } : {},
  );
  if (read.trailer.sha256 !== written.trailer.sha256)
    throw new BackupFileError(written.file, 'it did not read back as written');
}

/** A note kept before the contract's shape had its code (a daily backup's failure, in English). */
const olderNote = (note: unknown): BackupOverview['lastFailure'] => {
  const old = note as { at?: unknown; message?: unknown } | null;
  return typeof old?.at === 'string' && typeof old.message === 'string'
    ? { at: old.at, kind: 'daily', code: 'backup.failed', params: {}, detail: old.message }
    : null;
};

export function createBackupsService({ db, backup, timeZone, stallLimitMs }: BackupsDeps) {
  const settings = createAppSettingsService(db);
  const stopping = new AbortController();
  const now = () => apiDateTimeText(new Date(), timeZone);
  /** How a backup went, kept with the data; never a reason for the backup itself to fail or hang. */
  const note = (work: () => Promise<unknown>) =>
    withinTime(work(), NOTE_LIMIT_MS, 'recording how the backup went').catch(() => {});

  /**
   * Runs `work` holding the backup lock on a connection of its own; null when another backup
   * runs. A failed backup gives up that connection (the pool closes it), and with it its
   * transaction and the lock, whatever state the COPY it was in left it.
   */
  async function withBackupLock<T>(run: BackupRun, work: (client: pg.PoolClient) => Promise<T>): Promise<T | null> {
    run.progress('waiting for a database connection');
    const connecting = db.$client.connect();
    const client = await run.wait(connecting).catch((error: unknown) => {
      connecting.then(
        (late) => late.release(),
        () => {},
      );
      throw error;
    });
    let broken: Error | undefined;
    let session: { pid: number; started: string } | undefined;
    try {
      run.progress('taking the backup lock');
      const lock = await run.wait(
        client.query<{ ok: boolean; pid: number; started: string }>(
          `select pg_try_advisory_lock($1) as ok, pid, backend_start::text as started
           from pg_stat_activity where pid = pg_backend_pid()`,
          [BACKUP_LOCK],
        ),
      );
      const held = lock.rows[0];
      if (held) session = { pid: held.pid, started: held.started };
      if (!held?.ok) return null;
      // A backup asked from the screen runs on a call's connection: as long as it needs.
      const result = await withoutCallLimits(client, () => work(client));
      run.progress('giving back the backup lock');
      await run.wait(client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]));
      return result;
    } catch (error) {
      broken = error as Error;
      // Closing the connection does not reach a session that waits for a table's lock (it notices
      // only when it wakes): it is ended from the database's side too, so that its snapshot and
      // the backup lock go now.
      if (session) {
        // The session, not whichever took its process id since.
        await withinTime(
          db.$client.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where pid = $1 and backend_start::text = $2',
            [session.pid, session.started],
          ),
          NOTE_LIMIT_MS,
          'ending the backup session',
        ).catch(() => {});
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async function write(
    client: pg.PoolClient,
    kind: BackupKind,
    run: BackupRun,
    onProgress?: (p: BackupProgress) => void,
  ): Promise<BackupFile> {
    run.progress('tidying the backup folder');
    await run.wait(removeStalePartials(backup.dir, STALE_PARTIAL_MS));
    const file = newBackupPath(backup.dir, new Date(), timeZone, kind);
    const written = await writeBackup(client, file, { kind, run, ...(onProgress ? { onProgress } : {}) });
    try {
      await verifyBackup(written, run);
    } catch (error) {
      await run.wait(fs.promises.rename(file, `${file}.failed`)).catch(() => {});
      throw error;
    }
    pruneBackups(backup.dir, backup);
    await note(() => settings.remove(LAST_FAILURE));
    const info = listBackups(backup.dir).find((f) => f.path === file);
    if (!info) throw new Error(`${file} was written but is not in ${backup.dir}.`);
    return info;
  }

  /**
   * One backup, every step within its time limit: `work` under the lock. A failure is recorded
   * (what went wrong in words, and the error for IT support) and thrown as a refusal in words.
   */
  async function attempt<T>(
    kind: BackupKind,
    work: (client: pg.PoolClient, run: BackupRun) => Promise<T>,
  ): Promise<T | null> {
    const run = startBackupRun({ ...(stallLimitMs ? { limitMs: stallLimitMs } : {}), stop: stopping.signal });
    try {
      return await withBackupLock(run, (client) => work(client, run));
    } catch (error) {
      const failure = failureOf(error);
      const detail = error instanceof Error ? error.message : String(error);
      await note(() =>
        settings.setJson(LAST_FAILURE, { at: now(), kind, code: failure.code, params: failure.params, detail }),
      );
      const refused = new AppError(failure.status, { code: failure.code, params: failure.params });
      throw Object.assign(refused, { cause: error });
    } finally {
      run.finish();
    }
  }

  return {
    /** A backup now, verified; 409 while another one is being written; a failure answered in words. */
    async take(kind: BackupKind, onProgress?: (p: BackupProgress) => void): Promise<BackupFile> {
      const taken = await attempt(kind, (client, run) => write(client, kind, run, onProgress));
      if (!taken) throw conflict(refusal('backup.inProgress'));
      return taken;
    },

    /**
     * The daily backup, once per business day from BACKUP_HOUR on. The day is recorded in the
     * database under the lock, so of several servers on one database exactly one takes it. Put off
     * because another backup is being written ('busy'), it is recorded as skipped, with that reason.
     */
    async dailyIfDue(at: Date): Promise<'off' | 'not yet' | 'done' | 'busy' | BackupFile> {
      if (backup.hour === null) return 'off';
      const today = businessDate(at, timeZone);
      if (Number(apiDateTimeText(at, timeZone).slice(11, 13)) < backup.hour) return 'not yet';
      if ((await withinTime(settings.get(LAST_DAILY), NOTE_LIMIT_MS, 'reading the last daily backup')) === today)
        return 'done';
      const result = await attempt('daily', async (client, run) => {
        if ((await run.wait(settings.get(LAST_DAILY))) === today) return 'done' as const;
        const file = await write(client, 'daily', run);
        await run.wait(settings.set(LAST_DAILY, today));
        await note(() => settings.remove(LAST_SKIP));
        return file;
      });
      if (result !== null) return result;
      const skip: BackupProblem = { at: now(), kind: 'daily', code: 'backup.dailySkippedBusy', params: {} };
      await note(() => settings.setJson(LAST_SKIP, skip));
      return 'busy';
    },

    async overview(): Promise<BackupOverview> {
      const files = listBackups(backup.dir);
      const latest = files[0];
      const [storedFailure, storedSkip] = await Promise.all([
        settings.getJson<unknown>(LAST_FAILURE),
        settings.getJson<unknown>(LAST_SKIP),
      ]);
      const parsedFailure = ZBackupOverview.shape.lastFailure.safeParse(storedFailure);
      const failure = parsedFailure.success ? parsedFailure.data : olderNote(storedFailure);
      const parsedSkip = ZBackupOverview.shape.lastSkip.safeParse(storedSkip);
      // Only what happened since the newest good backup is news.
      const sinceLatest = <P extends { at: string }>(problem: P | null | undefined) =>
        problem && (!latest || problem.at >= latest.createdAt) ? problem : null;
      return {
        latest: latest
          ? { fileName: latest.fileName, kind: latest.kind, createdAt: latest.createdAt, sizeBytes: latest.sizeBytes }
          : null,
        count: files.length,
        dailyHour: backup.hour,
        keepDaily: backup.keepDaily,
        keepWeekly: backup.keepWeekly,
        lastFailure: sinceLatest(failure),
        lastSkip: sinceLatest(parsedSkip.success ? parsedSkip.data : null),
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

    /** The server is stopping: backups under way end now (recorded as stopped), and none starts. */
    stop() {
      stopping.abort();
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
    const cause = (error as { cause?: Error }).cause;
    throw new Error(
      `The backup before upgrading the database failed, so nothing was changed: ${(error as Error).message}` +
        `${cause ? ` (${cause.message})` : ''} The backup folder is ${config.backup.dir}; start again once that is put right.`,
    );
  }
}
