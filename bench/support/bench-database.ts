import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type Database } from '../../apps/server/src/db/client.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../apps/server/src/db/embedded/embedded-postgres.js';
import { prepareDatabase } from '../../apps/server/src/startup.js';

export const BENCH_ADMIN = { username: 'admin', password: 'bench-admin-password' } as const;
/** The Manager and the Front desk user of one property (the largest), made by bench:generate. */
export const BENCH_MANAGER = { username: 'manager', password: 'bench-manager-password' } as const;
export const BENCH_FRONT_DESK = { username: 'frontdesk', password: 'bench-frontdesk-password' } as const;
export const BENCH_TIMEZONE = 'Asia/Jakarta';

/**
 * The benchmarks' own data directory (never the product's `data/`): bench/.data for the standard
 * data, bench/.data/scale-<n> for another `BENCH_SCALE`, so both can be kept and compared.
 */
export const BENCH_SCALE = Number(process.env.BENCH_SCALE ?? 1);
const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data');
export const BENCH_DATA_DIR = BENCH_SCALE === 1 ? benchRoot : path.join(benchRoot, `scale-${BENCH_SCALE}`);
export const BENCH_BACKUP_DIR = path.join(BENCH_DATA_DIR, 'backups');

export interface BenchDatabase {
  url: string;
  db: Database;
  jwtSecret: string;
  close(): Promise<void>;
}

/**
 * The database the benchmarks run on: `DATABASE_URL` when set, else an embedded PostgreSQL in
 * bench/.data (kept between runs, so the data is generated once). Migrated and with an admin.
 */
export async function openBenchDatabase(
  options: { maxConnections?: number; dataDir?: string; database?: string } = {},
): Promise<BenchDatabase> {
  let embedded: EmbeddedPostgres | null = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: options.dataDir ?? BENCH_DATA_DIR,
      database: options.database ?? 'kamar_bench',
    });
    url = embedded.url;
  }
  const db = createDatabase({ url, timeZone: BENCH_TIMEZONE, maxConnections: options.maxConnections ?? 10 });
  const prepared = await prepareDatabase(db, {
    jwtSecret: undefined,
    adminUsername: BENCH_ADMIN.username,
    adminPassword: BENCH_ADMIN.password,
  });
  return {
    url,
    db,
    jwtSecret: prepared.jwtSecret,
    async close() {
      await db.$client.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
