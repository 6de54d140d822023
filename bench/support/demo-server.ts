import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../apps/server/src/db/client.js';
import { runningServerUrl } from '../../apps/server/src/db/embedded/connection-file.js';
import { seedDemoBusiness } from '../../apps/server/src/demo/demo-business.js';
import { businessDate } from '../../apps/server/src/lib/business-time.js';
import { freePort, startProcess, stopProcess } from '../../apps/server/test/server-process.js';
import { BENCH_ADMIN, BENCH_TIMEZONE } from './bench-database.js';

export interface DemoServer {
  base: string;
  /** What the demo business holds, for the report. */
  made: Awaited<ReturnType<typeof seedDemoBusiness>>;
  stop(): Promise<void>;
}

/**
 * The built server (`main`, a dist/main.js) as its own production process on a fresh data
 * directory, filled by the demo business (npm run seed:demo's generator) for today.
 */
export async function startDemoServer(main: string): Promise<DemoServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-demo-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    [main],
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      BUSINESS_TIMEZONE: BENCH_TIMEZONE,
      BACKUP_HOUR: 'off',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
    },
    `${base}/readyz`,
  );
  const stop = async () => {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = runningServerUrl(dataDir, 'kamar');
    if (!url) throw new Error('the server wrote no connection file');
    const db = createDatabase({ url, timeZone: BENCH_TIMEZONE, maxConnections: 2 });
    try {
      const made = await seedDemoBusiness(db, { today: businessDate(new Date(), BENCH_TIMEZONE) });
      return { base, made, stop };
    } finally {
      await db.$client.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
