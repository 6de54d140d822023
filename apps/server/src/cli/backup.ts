// npm run backup [-- --output FILE]: one consistent, verified backup file of the whole database,
// taken while the server runs (or not). Without --output it goes to the backup folder
// (BACKUP_DIR, else DATA_DIR/backups) as kamar-<date>-<time>-manual.backup.gz.
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { startBackupRun } from '../modules/backups/backup-run.js';
import { type BackupProgress, writeBackup } from '../modules/backups/backup-writer.js';
import { createBackupsService, verifyBackup } from '../modules/backups/backups.service.js';
import { megabytes, openTargetDatabase, progressLine, seconds } from './target-database.js';

const args = process.argv.slice(2);
if (args.includes('--help') || args.some((a) => a.startsWith('-') && a !== '--output')) {
  process.stdout.write('Usage: npm run backup [-- --output FILE]\n');
  process.exit(args.includes('--help') ? 0 : 2);
}
const outputAt = args.indexOf('--output');
const output = outputAt >= 0 ? args[outputAt + 1] : undefined;
if (outputAt >= 0 && !output) {
  process.stderr.write('--output needs a file name.\n');
  process.exit(2);
}

const config = readConfig();
const started = performance.now();
const progress = progressLine();
const show = (p: BackupProgress) =>
  progress.show(
    `Backing up: table ${p.tableNumber}/${p.tables} ${p.table}, ${p.rows.toLocaleString('en')} rows, ${megabytes(p.bytes)}`,
  );

const target = await openTargetDatabase(config, 'backup');
try {
  process.stdout.write(`Backing up ${target.description}\n`);
  let file: string;
  let size: number;
  if (output) {
    file = path.resolve(output);
    const client = new pg.Client({ connectionString: target.url });
    client.on('error', () => {});
    await client.connect();
    const run = startBackupRun();
    try {
      const written = await writeBackup(client, file, { kind: 'manual', onProgress: show, run });
      progress.done();
      await verifyBackup(written, run);
      size = written.sizeBytes;
    } finally {
      run.finish();
      // Ends a COPY cut short too (pg closes the socket under a query still running).
      await client.end();
    }
  } else {
    const db = createDatabase({ url: target.url, timeZone: config.businessTimezone, maxConnections: 2 });
    try {
      const service = createBackupsService({ db, backup: config.backup, timeZone: config.businessTimezone });
      const taken = await service.take('manual', show);
      progress.done();
      file = taken.path;
      size = taken.sizeBytes;
    } finally {
      await db.$client.end();
    }
  }
  process.stdout.write(
    `Backup written and verified: ${file} (${megabytes(size)}, ${seconds(performance.now() - started)})\n`,
  );
  process.stdout.write(`Restore it with: npm run restore -- ${file}\n`);
} catch (error) {
  progress.done();
  const cause = (error as { cause?: Error }).cause;
  process.stderr.write(`The backup failed: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}\n`);
  process.exitCode = 1;
} finally {
  await target.close();
}
