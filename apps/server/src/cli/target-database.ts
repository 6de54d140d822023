import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { postgresBinaries } from '../db/embedded/binaries.js';
import { clusterDirFor } from '../db/embedded/cluster-dir.js';
import { runningServerUrl } from '../db/embedded/connection-file.js';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres.js';
import { postgresLogFilter } from '../lib/postgres-log.js';

export interface TargetDatabase {
  url: string;
  /** In words, for the command's output. */
  description: string;
  /** Whether a Kamar server is using it right now. */
  inUse: boolean;
  close(): Promise<void>;
}

/**
 * The database a backup reads or a restore fills: DATABASE_URL's; else the embedded PostgreSQL
 * of the server running on DATA_DIR (found through the connection file it keeps there); else
 * the embedded PostgreSQL started just for this command.
 */
export async function openTargetDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  purpose: 'backup' | 'restore',
): Promise<TargetDatabase> {
  const nothing = async () => {};
  if (config.databaseUrl) {
    const host = new URL(config.databaseUrl);
    return {
      url: config.databaseUrl,
      description: `the database ${host.pathname.slice(1)} on ${host.host} (DATABASE_URL)`,
      inUse: false,
      close: nothing,
    };
  }
  const running = runningServerUrl(config.dataDir, 'kamar');
  if (running) {
    return {
      url: running,
      description: `the embedded database of the server running on ${config.dataDir}`,
      inUse: true,
      close: nothing,
    };
  }
  const clusterDir = clusterDirFor(config.dataDir, postgresBinaries().major);
  if (purpose === 'backup' && !fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(`There is no database in ${clusterDir} to back up (is DATA_DIR right?).`);
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    besideOtherVersions: purpose === 'restore',
    log: postgresLogFilter((line) => process.stderr.write(`${line}\n`), false),
  });
  return {
    url: embedded.url,
    description: `the embedded database in ${embedded.clusterDir}`,
    inUse: false,
    close: () => embedded.stop(),
  };
}

/** A progress line that rewrites itself at a terminal and prints now and then elsewhere. */
export function progressLine() {
  const tty = process.stdout.isTTY === true;
  let last = '';
  let lastAt = 0;
  return {
    show(text: string) {
      if (tty) process.stdout.write(`\r${text.padEnd(last.length)}`);
      else if (Date.now() - lastAt > 2_000) process.stdout.write(`${text}\n`);
      else return;
      last = text;
      lastAt = Date.now();
    },
    done() {
      if (tty && last) process.stdout.write('\n');
    },
  };
}

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
