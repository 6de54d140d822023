import { z } from 'zod';
import { defineCall } from './call.js';
import { ZEmpty } from './common.js';
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

export const ZBackupOverview = z.object({
  /** The newest backup in the backup folder (each one is verified after writing); null when none. */
  latest: ZBackupInfo.nullable(),
  /** How many backups the folder holds. */
  count: z.number().int(),
  /** The hour (0-23, business time) of the daily backup; null when automatic backups are off. */
  dailyHour: z.number().int().nullable(),
  keepDaily: z.number().int(),
  keepWeekly: z.number().int(),
  /** The last automatic backup that failed after the newest good one, if any. */
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
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
