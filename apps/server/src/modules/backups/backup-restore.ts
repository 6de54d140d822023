import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { grantAppRole } from '../../db/app-role.js';
import { applyMigrations, localMigrations } from '../../db/migration-level.js';
import { applyRoutines } from '../../db/routines/apply-routines.js';
import type { Routine } from '../../db/routines/routine.js';
import { BackupFileError, type BackupHeader, COPY_SETTINGS, copyColumns, quoteIdent } from './backup-format.js';
import { readBackup, type TableSink } from './backup-reader.js';
import {
  emptyTheDatabase,
  forgetKeysAndSessions,
  objectsIn,
  resetIdentitySequences,
  setIndexesAndForeignKeysAside,
} from './restore-target.js';

export interface RestoreOptions {
  /** Replace whatever the target database holds (else a non-empty target is refused). */
  force?: boolean;
  /** The caller has just read and checked the file whole (checkBackupFile): not again first. */
  checked?: boolean;
  onTable?(table: string, index: number, tables: number): void;
}

export interface RestoredBackup {
  header: BackupHeader;
  rows: number;
  /** Migrations applied after the data was loaded (the backup was taken by an older version). */
  laterMigrations: number;
}

/** The target holds data and `force` was not given. */
export class TargetNotEmptyError extends Error {}

/**
 * Restores a backup in ONE transaction: either the target ends up exactly as the backup (then
 * brought to this version's migration level), or it is left as it was. The schema comes from
 * this version's own migrations up to the backup's level (rows they seed are cleared); the rows
 * are loaded with COPY, parents first, into bare tables (plain indexes and foreign keys made
 * again after), with user triggers off (the kept money totals are loaded as they were, not summed twice);
 * identity sequences continue after the highest id; then the later migrations run, and the
 * database routines are made as this version states them (`routines`: database-routines.ts).
 * Nobody stays signed in and no signing key is kept (`forgetKeysAndSessions`).
 */
export async function restoreBackup(
  client: pg.ClientBase,
  file: string,
  routines: readonly Routine[],
  options: RestoreOptions = {},
) {
  const local = localMigrations();
  // The whole file is read and checked before the target is touched: a bad one (cut short,
  // damaged, crafted) is refused while the target goes on as it was, instead of halfway through
  // a load that holds every table of it.
  if (!options.checked) await checkBackupFile(file, local);
  let header: BackupHeader | undefined;
  let rows = 0;
  let putBack: (() => Promise<void>) | undefined;
  await client.query('begin');
  try {
    for (const setting of COPY_SETTINGS) await client.query(setting);
    // Index builds after the load sort in memory rather than on disk.
    await client.query(`set local maintenance_work_mem = '256MB'`);
    const held = await objectsIn(client);
    if (held > 0 && !options.force) {
      throw new TargetNotEmptyError(`The target database is not empty (it holds ${held} tables).`);
    }
    if (held > 0) await emptyTheDatabase(client);

    await readBackup(file, {
      async onHeader(h) {
        header = h;
        refuseOtherLevel(file, h, local);
        await applyMigrations(client, local.slice(0, h.migrations.length));
        // User triggers go off first: the audit trail refuses TRUNCATE while its trigger is on.
        for (const table of h.tables) await client.query(`alter table ${quoteIdent(table.name)} disable trigger user`);
        // Rows some migrations seed (the default building) are in the backup as they were then.
        if (h.tables.length) await client.query(`truncate ${h.tables.map((t) => quoteIdent(t.name)).join(', ')}`);
        putBack = await setIndexesAndForeignKeysAside(client);
      },
      openTable(table, index) {
        options.onTable?.(table.name, index, header?.tables.length ?? 0);
        return copySink(client, `COPY ${copyColumns(table)} FROM STDIN`, (n) => {
          rows += n;
        });
      },
    });
    const restored = header as BackupHeader;
    await putBack?.();
    // With the user triggers still off: the restore's own bookkeeping, not a change anyone made.
    await forgetKeysAndSessions(client);
    for (const table of restored.tables)
      await client.query(`alter table ${quoteIdent(table.name)} enable trigger user`);
    await resetIdentitySequences(client);
    const later = local.slice(restored.migrations.length);
    await applyMigrations(client, later);
    await applyRoutines(client, routines, true);
    await grantAppRole(client);
    await client.query('commit');
    // Fresh statistics, or the first queries plan as if every table were empty.
    await client.query('analyze');
    return { header: restored, rows, laterMigrations: later.length } satisfies RestoredBackup;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw await damageBehind(file, error);
  }
}

/**
 * Reads a backup file whole and checks it (layout, bounds, checksum, row counts) and that this
 * version can restore it, touching no database: BackupFileError when it is not usable.
 */
export async function checkBackupFile(file: string, local: MigrationMeta[] = localMigrations()) {
  return readBackup(file, { onHeader: (h) => refuseOtherLevel(file, h, local) });
}

/** A backup restores only onto this version's own migrations, up to its level. */
function refuseOtherLevel(file: string, header: BackupHeader, local: MigrationMeta[]) {
  if (!Array.isArray(header.migrations) || header.migrations.length > local.length) {
    throw new BackupFileError(file, 'it was made by a newer version of Kamar; update Kamar first');
  }
  header.migrations.forEach((m, i) => {
    if (local[i]?.folderMillis !== m?.createdAt) {
      throw new BackupFileError(file, "its database changes do not match this version's");
    }
  });
}

/**
 * Damage in the middle of a file can reach PostgreSQL as rows it refuses before the checksum at
 * the end is read: the file's own fault is the truer answer, so an error that is not already about
 * the file is checked against a full read of it.
 */
async function damageBehind(file: string, error: unknown) {
  if (error instanceof BackupFileError || error instanceof TargetNotEmptyError) return error;
  try {
    await readBackup(file);
  } catch (fileError) {
    if (fileError instanceof BackupFileError) return fileError;
  }
  return error;
}

function copySink(client: pg.ClientBase, statement: string, onDone: (rows: number) => void): TableSink {
  const stream = client.query(copyFrom(statement));
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => {});
  return {
    async write(chunk) {
      if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), failed]);
    },
    async end() {
      stream.end();
      await Promise.race([finished(stream), failed]);
      onDone(stream.rowCount);
    },
    async abort(error) {
      // Destroying the stream sends CopyFail, so the connection is free for the rollback.
      stream.destroy(error);
      await failed.catch(() => {});
    },
  };
}
