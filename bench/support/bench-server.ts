import { freePort, startProcess } from '../../apps/server/test/server-process.js';
import { BENCH_ADMIN } from './bench-database.js';

/**
 * A built server (its apps/server/dist/main.js) started as its own process, as in production,
 * on the benchmark database, signed in as the benchmark's administrator. For bench:load and
 * bench:call-cost; no daily backup may start during a run.
 */
export async function startBenchServer(options: {
  server: string;
  databaseUrl: string;
  dataDir: string;
  processes?: number;
  poolSize?: number;
  /** Extra node flags (--cpu-prof ...), from the benchmark's own environment variable. */
  nodeArgs?: string;
}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startProcess(
    [...(options.nodeArgs?.split(' ').filter(Boolean) ?? []), options.server],
    {
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      BACKUP_HOUR: 'off',
      DATA_DIR: options.dataDir,
      WEB_CONCURRENCY: String(options.processes ?? 1),
      ...(options.poolSize === undefined ? {} : { DATABASE_POOL_SIZE: String(options.poolSize) }),
    },
    `${base}/readyz`,
  );
  const login = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { child, base, token };
}
