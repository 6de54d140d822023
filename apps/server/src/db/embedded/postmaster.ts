import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Account } from './os-account.js';
import { isAlive, pause, readPid, runs } from './processes.js';

export function freePort(): Promise<number> {
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

export function spawnPostmaster(
  postgres: string,
  clusterDir: string,
  port: number,
  runAs: Account,
  log: (line: string) => void,
  settings: Record<string, string> = {},
): ChildProcess {
  const more = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = spawn(
    postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...more,
    ],
    { ...runAs, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  child.on('error', (error) => log(`PostgreSQL could not be run: ${error.message}`));
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line.trim()) log(line);
  });
  return child;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Waits until PostgreSQL accepts connections; fails when it exits first or takes longer than `timeoutMs`. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited(child)) throw new Error('PostgreSQL stopped while starting; see the log lines above.');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await pause(50);
    }
  }
}

export async function createDatabaseIfMissing(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** Fast shutdown (roll back open transactions, checkpoint, exit); immediate after 30 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/** A postmaster left behind by a killed server still holds the cluster: stop it first. */
export async function stopOrphanPostmaster(clusterDir: string, log: (line: string) => void) {
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
    await pause(50);
  }
  while (isAlive(pid)) await pause(50);
}
