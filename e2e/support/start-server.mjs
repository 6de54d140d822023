// Starts the built server for the browser tests on a data directory of its own, emptied first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(os.tmpdir(), `kamar-e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'e2e-admin-password',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});
await import('../../apps/server/dist/main.js');
