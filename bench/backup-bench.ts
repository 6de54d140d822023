// Backup and restore of the benchmark database (1,000,000 payments: npm run bench:generate):
// the time and size of `npm run backup`'s file, of reading it back whole (the verification),
// and of a restore into a new, empty database on the same server, checked row for row.
// Usage: npm run bench:generate && npm run bench:backup

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseRoutines } from '../apps/server/src/database-routines.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded/embedded-postgres.js';
import { readBackup } from '../apps/server/src/modules/backups/backup-reader.js';
import { restoreBackup } from '../apps/server/src/modules/backups/backup-restore.js';
import { writeBackup } from '../apps/server/src/modules/backups/backup-writer.js';
import { BENCH_BACKUP_DIR, BENCH_DATA_DIR } from './support/bench-database.js';

const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const embedded = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: BENCH_DATA_DIR, database: 'kamar_bench' });
const url = process.env.DATABASE_URL ?? (embedded?.url as string);
const withDatabase = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

const source = new pg.Client({ connectionString: url });
await source.connect();
const counts = async (client: pg.Client) =>
  (
    await client.query<{ payments: number; bookings: number; total: string; kept: string }>(`
      select (select count(*) from payments)::int as payments, (select count(*) from bookings)::int as bookings,
             (select coalesce(sum(amount), 0) from payments where status = 1 and payment_type = 2)::text as total,
             (select coalesce(sum(amount), 0) from money_totals where kind = 1)::text as kept`)
  ).rows[0];
const before = await counts(source);
say(
  `Kamar backup benchmark: ${before?.payments.toLocaleString('en')} payments, ${before?.bookings.toLocaleString('en')} bookings`,
);
say(`${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, Node ${process.version}`);

fs.mkdirSync(BENCH_BACKUP_DIR, { recursive: true });
const file = path.join(BENCH_BACKUP_DIR, 'bench.backup.gz');
let started = performance.now();
const written = await writeBackup(source, file, { kind: 'manual' });
const backupMs = performance.now() - started;
const rows = Object.values(written.trailer.rows).reduce((a, b) => a + b, 0);
say(
  `backup   ${seconds(backupMs).padStart(8)}  ${(written.sizeBytes / 1e6).toFixed(1)} MB gzip, ${rows.toLocaleString('en')} rows`,
);

started = performance.now();
await readBackup(file);
say(`verify   ${seconds(performance.now() - started).padStart(8)}  read back whole, checksum and row counts`);

const target = 'kamar_restore_bench';
await source.query(`drop database if exists ${target} with (force)`);
await source.query(`create database ${target}`);
const client = new pg.Client({ connectionString: withDatabase(target) });
await client.connect();
started = performance.now();
const restored = await restoreBackup(client, file, databaseRoutines());
const restoreMs = performance.now() - started;
const after = await counts(client);
say(
  `restore  ${seconds(restoreMs).padStart(8)}  ${restored.rows.toLocaleString('en')} rows into an empty database (indexes, analyze included)`,
);
say(
  `check    ${JSON.stringify(after) === JSON.stringify(before) ? 'equal' : `DIFFERENT ${JSON.stringify(after)}`}: counts and rent totals (kept = summed: ${after?.kept === after?.total})`,
);
await client.end();
await source.query(`drop database ${target}`);
await source.end();
fs.rmSync(file, { force: true });
await embedded?.stop();
