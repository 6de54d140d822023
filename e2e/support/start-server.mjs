// The built server for one Playwright worker (worker-server.ts): PORT and DATA_DIR are the
// worker's own, and the data directory is emptied first, so every worker starts on a fresh database.
import fs from 'node:fs';

const { PORT, DATA_DIR } = process.env;
if (!PORT || !DATA_DIR) throw new Error('start-server.mjs needs PORT and DATA_DIR');
fs.rmSync(DATA_DIR, { recursive: true, force: true });
Object.assign(process.env, {
  HOST: '127.0.0.1',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'e2e-admin-password',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});
await import('../../apps/server/dist/main.js');
