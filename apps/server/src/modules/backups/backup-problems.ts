import type { BackupProblemCode } from '@kamar/contract';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { BackupFileError } from './backup-format.js';
import { BackupStoppedError, BackupTimedOutError } from './backup-run.js';

/** A failed backup in words (a message code and its params) and the HTTP status Backup/Create answers. */
export interface BackupFailure {
  status: number;
  code: BackupProblemCode;
  params: Record<string, string | number>;
}

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * What went wrong, for people: a full disk and a step that hung are passing (503: try again once
 * the cause is gone), a folder the server may not write to or a file that does not read back need
 * someone to look (500, with their own words, not the generic ones).
 */
export function failureOf(error: unknown): BackupFailure {
  if (error instanceof BackupTimedOutError) {
    return { status: 503, code: 'backup.timedOut', params: { seconds: Math.round(error.limitMs / 1000) } };
  }
  if (error instanceof BackupStoppedError) return { status: 503, code: 'backup.stopped', params: {} };
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (DISK_FULL.has(code)) return { status: 503, code: 'backup.diskFull', params: {} };
  if (NOT_WRITABLE.has(code)) return { status: 500, code: 'backup.folderNotWritable', params: {} };
  if (error instanceof BackupFileError) return { status: 500, code: 'backup.checkFailed', params: {} };
  if (isDatabaseUnavailable(error)) return { status: 503, code: 'database.unavailable', params: {} };
  return { status: 500, code: 'backup.failed', params: {} };
}
