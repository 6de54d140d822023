import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresAccount } from '../../../src/db/embedded/os-account.js';
import { freePort } from '../../server-process.js';

/** The machine's own PostgreSQL binaries (Debian: /usr/lib/postgresql/<major>/bin), newest first. */
export function debianPostgresBin(): { bin: string; major: number } | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const majors = fs
    .readdirSync(root)
    .map(Number)
    .filter((m) => Number.isInteger(m) && fs.existsSync(path.join(root, String(m), 'bin', 'pg_ctl')))
    .sort((a, b) => b - a);
  const major = majors[0];
  return major === undefined ? null : { bin: path.join(root, String(major), 'bin'), major };
}

export interface ThrowawayCluster {
  major: number;
  /** A connection URL to a database on it (created). */
  urlOf(database: string): Promise<string>;
  /** pg_ctl restart -m fast: every connection is ended, the server comes back (the test's writers go on meanwhile). */
  restart(): Promise<void>;
  stop(): void;
}

/**
 * A PostgreSQL cluster of the machine's own binaries that the test owns (so it may stop and
 * restart it), in a temporary folder, run as the `postgres` account when we are root.
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster | null> {
  const found = debianPostgresBin();
  if (!found) return null;
  const account = postgresAccount();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  if (account.uid !== undefined && account.gid !== undefined) fs.chownSync(dir, account.uid, account.gid);
  const run = (tool: string, args: string[]) =>
    execFileSync(path.join(found.bin, tool), args, { ...account, stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
  run('initdb', ['-D', data, '-U', 'kamar', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  const log = path.join(dir, 'postgres.log');
  run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', 'start']);
  const server = `postgres://kamar@127.0.0.1:${port}`;
  return {
    major: found.major,
    async urlOf(database) {
      const client = new pg.Client({ connectionString: `${server}/postgres` });
      await client.connect();
      await client.query(`create database ${client.escapeIdentifier(database)}`);
      await client.end();
      return `${server}/${database}`;
    },
    async restart() {
      await promisify(execFile)(
        path.join(found.bin, 'pg_ctl'),
        ['-D', data, '-o', options, '-l', log, '-m', 'fast', '-w', 'restart'],
        {
          ...account,
          cwd: dir,
        },
      );
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
