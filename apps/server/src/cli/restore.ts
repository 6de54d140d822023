// npm run restore -- FILE [--force]: restores a backup into DATABASE_URL's database, the running
// server's embedded database, or (no server running) a new embedded database in DATA_DIR. A
// target holding data is refused unless --force; then a backup of it is taken first.

import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../config.js';
import { databaseRoutines } from '../database-routines.js';
import { newBackupPath } from '../modules/backups/backup-files.js';
import { restoreBackup, TargetNotEmptyError } from '../modules/backups/backup-restore.js';
import { writeBackup } from '../modules/backups/backup-writer.js';
import { verifyBackup } from '../modules/backups/backups.service.js';
import { objectsIn } from '../modules/backups/restore-target.js';
import { megabytes, openTargetDatabase, progressLine, seconds } from './target-database.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => !a.startsWith('-'));
if (args.includes('--help') || files.length !== 1 || args.some((a) => a.startsWith('-') && a !== '--force')) {
  process.stdout.write('Usage: npm run restore -- FILE [--force]\n');
  process.exit(args.includes('--help') ? 0 : 2);
}
const file = path.resolve(files[0] as string);
if (!fs.existsSync(file)) {
  process.stderr.write(`There is no file ${file}.\n`);
  process.exit(1);
}

const config = readConfig();
const started = performance.now();
const progress = progressLine();
const target = await openTargetDatabase(config, 'restore');
const client = new pg.Client({ connectionString: target.url });
client.on('error', () => {});
try {
  await client.connect();
  process.stdout.write(`Restoring ${file} into ${target.description}\n`);
  if (force && (await objectsIn(client)) > 0) {
    const safety = newBackupPath(config.backup.dir, new Date(), config.businessTimezone, 'manual');
    const written = await writeBackup(client, safety, { kind: 'manual' });
    await verifyBackup(written);
    process.stdout.write(`What the database held is kept first in ${safety} (${megabytes(written.sizeBytes)})\n`);
  }
  const restored = await restoreBackup(client, file, databaseRoutines(), {
    force,
    onTable: (table, index, tables) => progress.show(`Restoring: table ${index + 1}/${tables} ${table}`),
  });
  progress.done();
  const taken = restored.header.createdAt.replace('T', ' ').slice(0, 19);
  process.stdout.write(
    `Restored ${restored.rows.toLocaleString('en')} rows in ${restored.header.tables.length} tables ` +
      `(backup of ${taken} UTC, PostgreSQL ${restored.header.postgresVersion}) in ${seconds(performance.now() - started)}` +
      `${restored.laterMigrations ? `; ${restored.laterMigrations} later database change(s) applied` : ''}.\n`,
  );
  process.stdout.write(
    target.inUse ? 'The running server now works on the restored data.\n' : 'Start the server: npm start\n',
  );
} catch (error) {
  progress.done();
  if (error instanceof TargetNotEmptyError) {
    process.stderr.write(
      `${error.message} Nothing was changed. To replace what it holds, add --force (a backup of it is taken first).\n`,
    );
  } else {
    process.stderr.write(`The restore failed and nothing was changed: ${(error as Error).message}\n`);
  }
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
  await target.close();
}
