import { z } from 'zod';
import { defineCall } from './call.js';
import { ZEmpty } from './common.js';
import type { MessageCode } from './i18n/codes.js';
import { paths } from './paths.js';

/** Why a backup was made: the daily one, the one before a migration at start, or on request. */
export const BACKUP_KINDS = ['daily', 'pre-migration', 'manual'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const ZBackupInfo = z.object({
  fileName: z.string(),
  kind: z.enum(BACKUP_KINDS),
  /** When it was taken, YYYY-MM-DDTHH:mm:ss in business time. */
  createdAt: z.string(),
  sizeBytes: z.number().int(),
});
export type BackupInfo = z.infer<typeof ZBackupInfo>;

/**
 * Why a backup failed or was put off: a message code (its words in both languages, the same a
 * refused Backup/Create answers with) and its params.
 */
export const BACKUP_PROBLEM_CODES = [
  'backup.diskFull',
  'backup.folderNotWritable',
  'backup.timedOut',
  'backup.stopped',
  'backup.checkFailed',
  'backup.failed',
  'database.unavailable',
  'backup.dailySkippedBusy',
] as const satisfies readonly MessageCode[];
export type BackupProblemCode = (typeof BACKUP_PROBLEM_CODES)[number];

const ZBackupProblem = z.object({
  /** When, YYYY-MM-DDTHH:mm:ss in business time. */
  at: z.string(),
  kind: z.enum(BACKUP_KINDS),
  code: z.enum(BACKUP_PROBLEM_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type BackupProblem = z.infer<typeof ZBackupProblem>;

export const ZBackupOverview = z.object({
  /** The newest backup in the backup folder (each one is verified after writing); null when none. */
  latest: ZBackupInfo.nullable(),
  /** How many backups the folder holds. */
  count: z.number().int(),
  /** The hour (0-23, business time) of the daily backup; null when automatic backups are off. */
  dailyHour: z.number().int().nullable(),
  keepDaily: z.number().int(),
  keepWeekly: z.number().int(),
  /** The last backup (of any kind) that failed after the newest good one, if any. */
  lastFailure: ZBackupProblem.extend({
    /** The error as the server met it, for IT support (English, technical). */
    detail: z.string(),
  }).nullable(),
  /** The last daily backup put off (and why) after the newest good one, if any. */
  lastSkip: ZBackupProblem.nullable(),
});
export type BackupOverview = z.infer<typeof ZBackupOverview>;

/** The download of a backup file: GET {download}/{fileName}, administrators only. */
export const backupDownloadUrl = (fileName: string) => `${paths.backup.download}/${encodeURIComponent(fileName)}`;

export const backupCalls = {
  getLatest: defineCall({
    path: paths.backup.getLatest,
    access: 'admin',
    summary: 'The newest backup (time, size, file name to download) and the automatic backup settings.',
    request: ZEmpty,
    response: ZBackupOverview,
  }),
  create: defineCall({
    path: paths.backup.create,
    access: 'admin',
    summary: 'Takes a backup of the whole database now (one consistent snapshot), verifies it and answers it.',
    request: ZEmpty,
    response: ZBackupInfo,
  }),
};
