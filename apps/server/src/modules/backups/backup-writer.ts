import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import type { BackupKind } from '@kamar/contract';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { appliedMigrations } from '../../db/migration-level.js';
import { withinTime } from '../../lib/time-limit.js';
import {
  type BackupHeader,
  type BackupTrailer,
  COPY_SETTINGS,
  countRows,
  END_OF_TABLE,
  MAGIC,
} from './backup-format.js';
import { type BackupRun, startBackupRun } from './backup-run.js';
import { copyOut, tablesInLoadOrder } from './backup-tables.js';

export interface BackupProgress {
  table: string;
  tableNumber: number;
  tables: number;
  /** Rows written so far, all tables. */
  rows: number;
  /** Uncompressed bytes written so far. */
  bytes: number;
}

export interface WrittenBackup {
  file: string;
  header: BackupHeader;
  trailer: BackupTrailer;
  sizeBytes: number;
}

/**
 * Writes the whole database into `file` from one REPEATABLE READ snapshot: every table is read
 * as of the same instant, while writers carry on. The file appears under its name only once it
 * is complete and on disk (written as `.partial`, fsynced, renamed).
 *
 * Every step waits through `run` (its time limit, the server stopping). A failure removes the
 * partial file and leaves the connection to its holder to END, not roll back: it may be in the
 * middle of a COPY that no further statement can follow, and closing it also ends the
 * transaction and gives back anything the session held (the backup lock).
 */
export async function writeBackup(
  client: pg.ClientBase,
  file: string,
  options: { kind: BackupKind; onProgress?: (p: BackupProgress) => void; run?: BackupRun },
): Promise<WrittenBackup> {
  const run = options.run ?? startBackupRun();
  const partial = `${file}.partial`;
  let gzip: Gzip | undefined;
  let copy: Readable | undefined;
  try {
    run.progress('making the backup folder');
    await run.wait(fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 }));
    run.progress('starting the snapshot');
    await run.wait(client.query('begin isolation level repeatable read read only'));
    for (const setting of COPY_SETTINGS) await run.wait(client.query(setting));
    const version = await run.wait(client.query<{ server_version: string }>('show server_version'));
    const header: BackupHeader = {
      format: 'kamar-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      kind: options.kind,
      postgresVersion: version.rows[0]?.server_version ?? '',
      migrations: await run.wait(appliedMigrations(client)),
      tables: await run.wait(tablesInLoadOrder(client)),
    };

    const hash = createHash('sha256');
    const compressor = createGzip({ level: 6 });
    gzip = compressor;
    const written = pipeline(compressor, fs.createWriteStream(partial, { mode: 0o600 }));
    const failed = written.then(() => {
      throw new Error('The backup file was closed early.');
    });
    failed.catch(() => {});
    let bytes = 0;
    const put = async (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
      if (!compressor.write(chunk)) {
        run.progress('writing the backup file');
        await run.wait(Promise.race([once(compressor, 'drain'), failed]));
      }
    };

    await put(Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`));
    const rows: Record<string, number> = {};
    let total = 0;
    for (const [index, table] of header.tables.entries()) {
      const step = `reading table ${table.name}`;
      run.progress(step);
      rows[table.name] = 0;
      const reading = client.query(copyTo(copyOut(table)));
      // Its errors reach the loop below through the iterator; one that comes after the loop was
      // given up (the connection closed under a COPY cut short) must not be an unhandled 'error'.
      reading.on('error', () => {});
      copy = reading;
      const chunks = (reading as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      let lastReport = 0;
      for (;;) {
        const next = await run.wait(chunks.next());
        if (next.done) break;
        run.progress(step);
        const chunk = next.value;
        const n = countRows(chunk);
        rows[table.name] = (rows[table.name] ?? 0) + n;
        total += n;
        await put(chunk);
        if (options.onProgress && Date.now() - lastReport > 250) {
          lastReport = Date.now();
          options.onProgress({
            table: table.name,
            tableNumber: index + 1,
            tables: header.tables.length,
            rows: total,
            bytes,
          });
        }
      }
      copy = undefined;
      await put(END_OF_TABLE);
      options.onProgress?.({
        table: table.name,
        tableNumber: index + 1,
        tables: header.tables.length,
        rows: total,
        bytes,
      });
    }
    const trailer: BackupTrailer = { rows, sha256: hash.digest('hex') };
    run.progress('finishing the backup file');
    compressor.end(`${JSON.stringify(trailer)}\n`);
    await run.wait(written);
    gzip = undefined;
    await run.wait(client.query('commit'));

    run.progress('putting the backup file on disk (fsync)');
    const handle = await run.wait(fs.promises.open(partial, 'r'));
    await run.wait(handle.sync().finally(() => handle.close()));
    await run.wait(fs.promises.rename(partial, file));
    await run.wait(syncFolder(path.dirname(file)));
    const { size } = await run.wait(fs.promises.stat(file));
    return { file, header, trailer, sizeBytes: size };
  } catch (error) {
    copy?.destroy();
    gzip?.destroy();
    // Bounded too: on a disk that stopped answering even this may hang.
    await withinTime(fs.promises.rm(partial, { force: true }), 5_000, `removing ${partial}`).catch(() => {});
    throw run.signal.aborted ? run.signal.reason : error;
  } finally {
    if (!options.run) run.finish();
  }
}

/** The rename survives a power cut only once the folder itself is on disk. */
async function syncFolder(folder: string) {
  try {
    const handle = await fs.promises.open(folder, 'r');
    await handle.sync();
    await handle.close();
  } catch {
    // Not every platform can open a folder; the file itself is already on disk.
  }
}
