import pg from 'pg';
import type { Routine } from '../../db/routines/routine.js';
import { type RestoredBackup, type RestoreOptions, restoreBackup } from './backup-restore.js';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** PostgreSQL's "database is being accessed by other users" (a session came back before the rename). */
const IN_USE = '55006';
const SWITCH_ATTEMPTS = 100;

/** The same server, another database on it. */
function databaseUrl(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(database)}`;
  return other.href;
}

/**
 * Restores into the database a running server works on without stopping it. The file is loaded
 * into a new database beside the live one (`<name>_restoring`; read and checked whole first)
 * while the server goes on answering from the live one as before; only then the switch: the live
 * database is renamed away and the restored one takes its name, the server's sessions ended in
 * between (its calls in that moment answer 503 and its pool connects again, to the restored data).
 * The old database is then dropped (a backup of it was taken first, by `npm run restore --force`).
 * A failure at any point before the switch leaves the live database as it was and drops the new one.
 *
 * Needs the right to create and rename databases: the embedded PostgreSQL's own account has it.
 */
export async function restoreBeside(
  url: string,
  file: string,
  routines: readonly Routine[],
  options: Pick<RestoreOptions, 'onTable' | 'checked'> & { onSwitch?(): void } = {},
): Promise<RestoredBackup> {
  const live = decodeURIComponent(new URL(url).pathname.slice(1));
  const restoring = `${live}_restoring`;
  const replaced = `${live}_replaced`;
  const admin = new pg.Client({ connectionString: databaseUrl(url, 'postgres') });
  admin.on('error', () => {});
  await admin.connect();
  try {
    const left = await admin.query('select 1 from pg_database where datname = $1', [replaced]);
    if (left.rowCount) {
      // Only a restore stopped between its two renames leaves it: it may hold the data.
      throw new Error(
        `The database ${replaced} is left from an earlier restore: look at it, and drop it before restoring again.`,
      );
    }
    // What an earlier restore cut short may have left (a load that never reached the switch).
    await admin.query(`drop database if exists ${ident(restoring)} with (force)`);
    await admin.query(`create database ${ident(restoring)}`);
    let restored: RestoredBackup;
    try {
      const loader = new pg.Client({ connectionString: databaseUrl(url, restoring) });
      loader.on('error', () => {});
      await loader.connect();
      try {
        restored = await restoreBackup(loader, file, routines, {
          ...(options.onTable ? { onTable: options.onTable } : {}),
          ...(options.checked ? { checked: true } : {}),
        });
      } finally {
        await loader.end().catch(() => {});
      }
      options.onSwitch?.();
      await switchDatabases(admin, live, restoring, replaced);
    } catch (error) {
      await admin.query(`drop database if exists ${ident(restoring)} with (force)`).catch(() => {});
      throw error;
    }
    await admin.query(`drop database if exists ${ident(replaced)} with (force)`);
    return restored;
  } finally {
    await admin.end().catch(() => {});
  }
}

/**
 * The live database's name passes to the restored one. A rename needs the database free of
 * sessions, and the server connects again within milliseconds, so its sessions are ended and the
 * rename tried at once, again until it goes through.
 */
async function switchDatabases(admin: pg.Client, live: string, restoring: string, replaced: string) {
  for (let attempt = 1; ; attempt++) {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [live]);
    try {
      await admin.query(`alter database ${ident(live)} rename to ${ident(replaced)}`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== IN_USE || attempt >= SWITCH_ATTEMPTS) throw error;
      await pause(10);
    }
  }
  try {
    await admin.query(`alter database ${ident(restoring)} rename to ${ident(live)}`);
  } catch (error) {
    await admin.query(`alter database ${ident(replaced)} rename to ${ident(live)}`).catch(() => {});
    throw error;
  }
}
