import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BackupKind } from '@kamar/contract';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { appliedMigrations } from '../../db/migration-level.js';
import {
  type BackupHeader,
  type BackupTrailer,
  COPY_SETTINGS,
  countRows,
  END_OF_TABLE,
  MAGIC,
} from './backup-format.js';
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
 */
export async function writeBackup(
  client: pg.ClientBase,
  file: string,
  options: { kind: BackupKind; onProgress?: (p: BackupProgress) => void },
): Promise<WrittenBackup> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  await client.query('begin isolation level repeatable read read only');
  try {
    for (const setting of COPY_SETTINGS) await client.query(setting);
    const version = await client.query<{ server_version: string }>('show server_version');
    const header: BackupHeader = {
      format: 'kamar-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      kind: options.kind,
      postgresVersion: version.rows[0]?.server_version ?? '',
      migrations: await appliedMigrations(client),
      tables: await tablesInLoadOrder(client),
    };

    const hash = createHash('sha256');
    const gzip = createGzip({ level: 6 });
    const written = pipeline(gzip, fs.createWriteStream(partial, { mode: 0o600 }));
    const failed = written.then(() => {
      throw new Error('The backup file was closed early.');
    });
    failed.catch(() => {});
    let bytes = 0;
    const put = async (chunk: Buffer) => {
      hash.update(chunk);
      bytes += chunk.length;
      if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), failed]);
    };

    await put(Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`));
    const rows: Record<string, number> = {};
    let total = 0;
    for (const [index, table] of header.tables.entries()) {
      rows[table.name] = 0;
      const copy = client.query(copyTo(copyOut(table)));
      let lastReport = 0;
      for await (const chunk of copy as AsyncIterable<Buffer>) {
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
    gzip.end(`${JSON.stringify(trailer)}\n`);
    await written;
    await client.query('commit');

    const handle = await fs.promises.open(partial, 'r');
    await handle.sync();
    await handle.close();
    fs.renameSync(partial, file);
    await syncFolder(path.dirname(file));
    return { file, header, trailer, sizeBytes: fs.statSync(file).size };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
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
