import fs from 'node:fs';
import path from 'node:path';
import { DB_USER } from './cluster-dir.js';
import { isAlive } from './processes.js';

/**
 * While a server runs its embedded PostgreSQL it writes where to reach it into DATA_DIR (owner
 * only), so that `npm run backup` and `npm run restore` can work beside the running server.
 */
export interface ConnectionInfo {
  /** The Kamar process that runs PostgreSQL. */
  pid: number;
  port: number;
  major: number;
}

const FILE = 'postgres-connection.json';

export function writeConnectionFile(dataDir: string, info: ConnectionInfo) {
  const file = path.join(dataDir, FILE);
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, `${JSON.stringify(info)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

export function removeConnectionFile(dataDir: string) {
  const file = path.join(dataDir, FILE);
  try {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as ConnectionInfo;
    if (info.pid === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}

/** How to reach the embedded PostgreSQL of a running server on DATA_DIR, or null when none runs. */
export function runningServerUrl(dataDir: string, database: string): string | null {
  let info: ConnectionInfo;
  try {
    info = JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')) as ConnectionInfo;
  } catch {
    return null;
  }
  if (!isAlive(info.pid)) return null;
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${info.port}/${database}`;
}
