import fs from 'node:fs';
import path from 'node:path';
import { apiDateTimeText, BACKUP_KINDS, type BackupInfo, type BackupKind } from '@kamar/contract';

/** `kamar-20260301-020000-daily.backup.gz`: when (business time) and why; `-2` if that second is taken. */
const NAME = /^kamar-(\d{4})(\d\d)(\d\d)-(\d\d)(\d\d)(\d\d)-([a-z-]+?)(?:-(\d+))?\.backup\.gz$/;

export interface BackupFile extends BackupInfo {
  path: string;
}

export interface RetentionPolicy {
  keepDaily: number;
  keepWeekly: number;
}

/** Backups taken on request (`npm run backup`, the Setting screen's button) kept in the folder. */
export const KEEP_MANUAL = 10;

export function isBackupFileName(name: string): boolean {
  const match = NAME.exec(name);
  return match !== null && (BACKUP_KINDS as readonly string[]).includes(match[7] ?? '');
}

/**
 * A name for a new backup in `dir`: never one a file has or had in that second, so a new backup
 * always sorts after the older ones (a freed name reused would sort first and be pruned).
 */
export function newBackupPath(dir: string, at: Date, timeZone: string, kind: BackupKind): string {
  const stamp = apiDateTimeText(at, timeZone).replace(/[-:]/g, '').replace('T', '-');
  const stem = `kamar-${stamp}-${kind}`;
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir);
  } catch {
    // No folder yet: the first backup in it.
  }
  const taken = names
    .map((name) => new RegExp(`^${stem}(?:-(\\d+))?\\.backup\\.gz`).exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1] ?? 1));
  const n = taken.length ? Math.max(...taken) + 1 : 1;
  return path.join(dir, `${stem}${n === 1 ? '' : `-${n}`}.backup.gz`);
}

/** The finished backups in `dir`, newest first. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const files: (BackupFile & { order: string })[] = [];
  for (const fileName of names) {
    const m = NAME.exec(fileName);
    if (!m || !isBackupFileName(fileName)) continue;
    const [, y, mo, d, h, mi, s, kind, n] = m;
    const file = path.join(dir, fileName);
    let sizeBytes: number;
    try {
      sizeBytes = fs.statSync(file).size;
    } catch {
      continue;
    }
    files.push({
      fileName,
      path: file,
      kind: kind as BackupKind,
      createdAt: `${y}-${mo}-${d}T${h}:${mi}:${s}`,
      sizeBytes,
      order: `${y}${mo}${d}${h}${mi}${s}-${String(Number(n ?? 1)).padStart(4, '0')}`,
    });
  }
  return files.sort((a, b) => b.order.localeCompare(a.order)).map(({ order: _, ...file }) => file);
}

/** Monday of the week a backup was taken in (its business-time date). */
function weekOf(createdAt: string): string {
  const day = new Date(`${createdAt.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Which backups to delete: of the automatic ones (daily and before a migration) the newest
 * `keepDaily` stay, and the newest one of each of the `keepWeekly` most recent weeks; of the
 * manual ones the newest KEEP_MANUAL. `files` is newest first.
 */
export function backupsToDelete(files: BackupFile[], policy: RetentionPolicy): BackupFile[] {
  const automatic = files.filter((f) => f.kind !== 'manual');
  const keep = new Set(automatic.slice(0, policy.keepDaily));
  const weeks = new Set<string>();
  for (const file of automatic) {
    const week = weekOf(file.createdAt);
    if (weeks.has(week)) continue;
    if (weeks.size >= policy.keepWeekly) break;
    weeks.add(week);
    keep.add(file);
  }
  for (const file of files.filter((f) => f.kind === 'manual').slice(0, KEEP_MANUAL)) keep.add(file);
  return files.filter((f) => !keep.has(f));
}

export function pruneBackups(dir: string, policy: RetentionPolicy): string[] {
  const doomed = backupsToDelete(listBackups(dir), policy);
  for (const file of doomed) fs.rmSync(file.path, { force: true });
  return doomed.map((f) => f.fileName);
}
