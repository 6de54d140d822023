import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BackupFile,
  backupsToDelete,
  isBackupFileName,
  KEEP_MANUAL,
  listBackups,
  newBackupPath,
} from './backup-files.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-backup-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (createdAt: string, kind: BackupFile['kind'] = 'daily'): BackupFile => ({
  fileName: `kamar-${createdAt.replace(/[-:]/g, '').replace('T', '-')}-${kind}.backup.gz`,
  path: '',
  kind,
  createdAt,
  sizeBytes: 1,
});

/** One daily backup at 02:00 for each of `days` days up to 2026-03-31, newest first. */
function dailies(days: number): BackupFile[] {
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.UTC(2026, 2, 31 - i));
    return file(`${day.toISOString().slice(0, 10)}T02:00:00`);
  });
}

describe('which backups are kept', () => {
  it('keeps the newest 14 daily ones and the newest of each of the 8 most recent weeks', () => {
    const files = dailies(90);
    const deleted = new Set(backupsToDelete(files, { keepDaily: 14, keepWeekly: 8 }).map((f) => f.createdAt));
    const kept = files.filter((f) => !deleted.has(f.createdAt)).map((f) => f.createdAt.slice(0, 10));
    // 31 Mar 2026 is a Tuesday: the 14 newest days, then the Sunday closing each older week.
    expect(kept).toEqual([
      ...dailies(14).map((f) => f.createdAt.slice(0, 10)),
      '2026-03-15',
      '2026-03-08',
      '2026-03-01',
      '2026-02-22',
      '2026-02-15',
    ]);
  });

  it('counts backups before a migration as automatic ones, and keeps the newest manual ones apart', () => {
    const files = [
      file('2026-03-31T09:00:00', 'manual'),
      file('2026-03-31T08:00:00', 'pre-migration'),
      ...dailies(3),
      ...Array.from({ length: KEEP_MANUAL + 2 }, (_, i) =>
        file(`2026-01-${String(i + 10).padStart(2, '0')}T10:00:00`, 'manual'),
      ),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const deleted = backupsToDelete(files, { keepDaily: 2, keepWeekly: 0 });
    expect(deleted.filter((f) => f.kind !== 'manual').map((f) => f.createdAt)).toEqual([
      '2026-03-30T02:00:00',
      '2026-03-29T02:00:00',
    ]);
    expect(deleted.filter((f) => f.kind === 'manual')).toHaveLength(3);
  });
});

describe('backup file names', () => {
  it('name the business time and the kind, and never reuse a name', () => {
    const at = new Date('2026-03-01T19:30:05Z');
    const first = newBackupPath(dir, at, 'Asia/Jakarta', 'daily');
    expect(path.basename(first)).toBe('kamar-20260302-023005-daily.backup.gz');
    fs.writeFileSync(first, 'x');
    const second = newBackupPath(dir, at, 'Asia/Jakarta', 'daily');
    expect(path.basename(second)).toBe('kamar-20260302-023005-daily-2.backup.gz');
    fs.writeFileSync(second, 'xy');
    // A name freed by pruning is not taken again: the next backup must sort after the others.
    fs.rmSync(first);
    expect(path.basename(newBackupPath(dir, at, 'Asia/Jakarta', 'daily'))).toBe(
      'kamar-20260302-023005-daily-3.backup.gz',
    );
    fs.writeFileSync(first, 'x');
    fs.writeFileSync(path.join(dir, 'kamar-20260302-023006-daily.backup.gz.partial'), 'unfinished');
    expect(listBackups(dir).map((f) => [f.fileName, f.createdAt, f.sizeBytes])).toEqual([
      ['kamar-20260302-023005-daily-2.backup.gz', '2026-03-02T02:30:05', 2],
      ['kamar-20260302-023005-daily.backup.gz', '2026-03-02T02:30:05', 1],
    ]);
  });

  it('accept only our own names (no path can be smuggled into a download)', () => {
    expect(isBackupFileName('kamar-20260302-023005-manual.backup.gz')).toBe(true);
    for (const name of ['../kamar-20260302-023005-manual.backup.gz', 'kamar-20260302-023005-other.backup.gz', 'x.gz']) {
      expect(isBackupFileName(name), name).toBe(false);
    }
  });
});
