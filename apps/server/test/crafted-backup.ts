import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { localMigrations } from '../src/db/migration-level.js';
import { type BackupHeader, type BackupTable, MAGIC } from '../src/modules/backups/backup-format.js';

/**
 * A backup file as an attacker makes one: a valid header (this version's migrations and the
 * `tables` given, none by default), then `bytes` of the byte `fill` (zeros by default), gzip level
 * 9: 1.5 GiB of zeros takes 1.5 MB on disk.
 */
export async function writeCraftedBackup(
  file: string,
  options: { bytes: number; tables?: BackupTable[]; fill?: number },
): Promise<number> {
  const header: BackupHeader = {
    format: 'kamar-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    kind: 'manual',
    postgresVersion: '18.0',
    migrations: localMigrations().map((m) => ({ hash: m.hash, createdAt: m.folderMillis })),
    tables: options.tables ?? [],
  };
  const piece = Buffer.alloc(1024 * 1024, options.fill ?? 0);
  async function* content() {
    yield Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`);
    for (let left = options.bytes; left > 0; left -= piece.length) {
      yield left >= piece.length ? piece : piece.subarray(0, left);
    }
  }
  await pipeline(Readable.from(content()), createGzip({ level: 9 }), fs.createWriteStream(file));
  return fs.statSync(file).size;
}
