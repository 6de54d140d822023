import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The system account PostgreSQL runs as; empty when it runs as this process's own user. */
export interface Account {
  uid?: number;
  gid?: number;
}

export const POSTGRES_ACCOUNT = 'postgres';

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user, created when missing. */
export function postgresAccount(): Account {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', POSTGRES_ACCOUNT]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', POSTGRES_ACCOUNT]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      POSTGRES_ACCOUNT,
    ]);
    return lookup();
  }
}

/** Gives a file or folder we created to the account (no-op when PostgreSQL runs as us). */
export function giveTo(file: string, account: Account) {
  if (account.uid !== undefined && account.gid !== undefined) fs.chownSync(file, account.uid, account.gid);
}

function canEnter(stat: fs.Stats, account: Required<Account>): boolean {
  if (stat.uid === account.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === account.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/**
 * PostgreSQL, running as another account, must be able to pass through every folder above its
 * data directory. DATA_DIR itself is ours: when that account cannot enter it (a `mktemp -d`
 * folder is 0700), it gets the right to pass through (o+x: enter, never list or read). A folder
 * above DATA_DIR is not ours to change: the error says which one and how to fix it.
 */
export function letAccountReach(dataDir: string, account: Account, log: (line: string) => void) {
  if (account.uid === undefined || account.gid === undefined) return;
  const who = { uid: account.uid, gid: account.gid };
  const resolved = path.resolve(dataDir);
  const folders: string[] = [];
  for (let dir = resolved; ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const folder of folders) {
    const stat = fs.statSync(folder);
    if (canEnter(stat, who)) continue;
    if (folder === resolved) {
      fs.chmodSync(folder, (stat.mode & 0o7777) | 0o001);
      log(`allowed the "${POSTGRES_ACCOUNT}" account to pass through ${folder} (o+x) so PostgreSQL can reach its data`);
      continue;
    }
    const mode = (stat.mode & 0o777).toString(8);
    throw new Error(
      `PostgreSQL runs as the system account "${POSTGRES_ACCOUNT}" (it refuses to run as root), and that account ` +
        `cannot enter ${folder} (mode ${mode}), which holds DATA_DIR ${resolved}. Choose a DATA_DIR outside it ` +
        `(for example /var/lib/kamar), or let the account pass through with: chmod o+x ${folder}`,
    );
  }
}
