import { buildApp } from '../../apps/server/src/app.js';
import type { Clock } from '../../apps/server/src/lib/business-time.js';
import { BENCH_BACKUP_DIR, BENCH_TIMEZONE, type BenchDatabase } from './bench-database.js';

/**
 * The whole application in this process on the benchmark database, quiet, with no backup
 * schedule; on the real clock unless given one (bench/answers.ts stands it on a fixed day).
 */
export function buildBenchApp(bench: BenchDatabase, clock?: Clock) {
  return buildApp({
    config: {
      businessTimezone: BENCH_TIMEZONE,
      tokenTtlHours: 12,
      webDistDir: null,
      logLevel: 'silent',
      prettyLogs: false,
      backup: { dir: BENCH_BACKUP_DIR, hour: null, keepDaily: 14, keepWeekly: 8 },
    },
    db: bench.db,
    jwtSecret: bench.jwtSecret,
    logger: false,
    ...(clock ? { clock } : {}),
  });
}
