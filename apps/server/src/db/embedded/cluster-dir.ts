import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Account, giveTo } from './os-account.js';

export const DB_USER = 'kamar';

/** The cluster's folder names its major version, so a version change is seen before PostgreSQL is run. */
export function clusterDirFor(dataDir: string, major: number): string {
  return path.join(dataDir, `postgres-${major}`);
}

function versionOf(clusterDir: string): number | null {
  try {
    return Number(fs.readFileSync(path.join(clusterDir, 'PG_VERSION'), 'utf8').trim());
  } catch {
    return null;
  }
}

/** Earlier servers kept the cluster in DATA_DIR/postgres; it takes its versioned name when it is ours. */
export function adoptUnversionedCluster(dataDir: string, log: (line: string) => void) {
  const legacy = path.join(dataDir, 'postgres');
  const version = versionOf(legacy);
  if (version === null || fs.existsSync(clusterDirFor(dataDir, version))) return;
  fs.renameSync(legacy, clusterDirFor(dataDir, version));
  log(`renamed ${legacy} to ${clusterDirFor(dataDir, version)} (it holds PostgreSQL ${version} data)`);
}

/**
 * Answers whether the cluster for `major` exists. A cluster of another major version and none of
 * ours: PostgreSQL would refuse its files, so we stop first and say how to move the data across.
 */
export function checkClusterVersion(dataDir: string, major: number): boolean {
  const ours = clusterDirFor(dataDir, major);
  if (versionOf(ours) !== null) return true;
  const others = fs.existsSync(dataDir)
    ? fs
        .readdirSync(dataDir)
        .filter((name) => /^postgres-\d+$/.test(name))
        .map((name) => ({ dir: path.join(dataDir, name), version: versionOf(path.join(dataDir, name)) }))
        .filter((c): c is { dir: string; version: number } => c.version !== null && c.version !== major)
    : [];
  const other = others.sort((a, b) => b.version - a.version)[0];
  if (!other) return false;
  const file = path.join(dataDir, `move-from-postgres-${other.version}.backup.gz`);
  throw new Error(
    [
      `The database in ${other.dir} is PostgreSQL ${other.version} data; this Kamar runs PostgreSQL ${major}, which cannot open it.`,
      'Move the data across with a backup and a restore (the old folder is left as it is):',
      `  1. with the Kamar version that ran PostgreSQL ${other.version}:  DATA_DIR=${dataDir} npm run backup -- --output ${file}`,
      `  2. with this version:  DATA_DIR=${dataDir} npm run restore -- ${file}`,
      `Or restore the newest automatic backup (in ${path.join(dataDir, 'backups')} unless BACKUP_DIR says otherwise) with step 2.`,
    ].join('\n'),
  );
}

export function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** initdb, its errors in words: the command line of a failed initdb helps nobody. */
export function initCluster(initdb: string, clusterDir: string, password: string, runAs: Account) {
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  giveTo(clusterDir, runAs);
  // The password file lives a moment in DATA_DIR (initdb wants an empty cluster folder), readable by its account only.
  const pwFile = path.join(path.dirname(clusterDir), `.initdb-pw-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  giveTo(pwFile, runAs);
  try {
    execFileSync(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${DB_USER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      { ...runAs, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    fs.rmSync(clusterDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL could not create its data folder ${clusterDir}: ${stderr || String(error)}`);
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}
