import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { createDatabase } from './db/client.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded/embedded-postgres.js';
import { systemClock } from './lib/business-time.js';
import { postgresLogFilter } from './lib/postgres-log.js';
import { startAuditCountsSchedule } from './modules/audit/audit-counts-schedule.js';
import { startBackupSchedule } from './modules/backups/backup-schedule.js';
import { backupBeforeMigrating } from './modules/backups/backups.service.js';
import { startBillSchedule } from './modules/ledger/bill-schedule.js';
import { createLedger } from './modules/ledger/ledger.service.js';
import { createBusinessSettingsService } from './modules/settings/business-settings.service.js';
import { prepareDatabase } from './startup.js';
import { primaryLog, serveAsWorker, startWorkers } from './workers.js';

/** The built web app beside this server (apps/web/dist), found from the source tree or the bundle. */
function findWebDist(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

async function main() {
  const startedAt = performance.now();
  const config = readConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const webConfig = { ...config, webDistDir: config.webDistDir ?? findWebDist() };
  if (cluster.isWorker) return serveAsWorker(webConfig);

  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      log: postgresLogFilter(say, config.logLevel === 'debug' || config.logLevel === 'trace'),
      supervise: true,
    });
    databaseUrl = embedded.url;
    say(`PostgreSQL ${embedded.major} (embedded) running with data in ${embedded.clusterDir}`);
  }

  const db = createDatabase({
    url: databaseUrl,
    timeZone: config.businessTimezone,
    maxConnections: config.databasePoolSize,
  });
  const stopDatabase = async () => {
    await db.$client.end().catch(() => {});
    await embedded?.stop();
  };
  /**
   * The daily work (backups, the bill run, the audit counts' roll-up) runs in the one process that owns the database:
   * the server itself, or the primary of WEB_CONCURRENCY workers (which only serve HTTP).
   */
  const startDailyWork = (log: Pick<FastifyBaseLogger, 'info' | 'error'>) => {
    const timeDeps = { db, clock: systemClock, businessTimezone: config.businessTimezone };
    const backups = startBackupSchedule({ db, backup: config.backup, timeZone: config.businessTimezone, log });
    const bills = startBillSchedule({
      ledger: createLedger({ ...timeDeps, settings: createBusinessSettingsService(timeDeps) }),
      hour: config.billHour,
      timeZone: config.businessTimezone,
      log,
    });
    const auditCounts = startAuditCountsSchedule({ db, timeZone: config.businessTimezone, log });
    return {
      async stop() {
        await backups.stop();
        await bills.stop();
        await auditCounts.stop();
      },
    };
  };

  try {
    const prepared = await prepareDatabase(db, config, {
      beforeMigrating: (pending) => backupBeforeMigrating(db, config, pending, say),
    });
    if (prepared.generatedAdminPassword) {
      say('');
      say(
        `  First administrator created: username "${config.adminUsername}", password "${prepared.generatedAdminPassword}"`,
      );
      say('  This password is shown only once. Sign in and change it under Setting > User Setting.');
      say('');
    }
    if (config.webConcurrency > 1) {
      const workers = startWorkers(config.webConcurrency, databaseUrl, prepared.jwtSecret, say);
      const daily = startDailyWork(primaryLog(say));
      let closing = false;
      const shutdown = async () => {
        if (closing) return;
        closing = true;
        await daily.stop();
        await workers.stop();
        await stopDatabase();
        process.exit(0);
      };
      process.on('SIGINT', () => void shutdown());
      process.on('SIGTERM', () => void shutdown());
      await workers.ready;
      say(
        `Kamar is ready on http://${config.host}:${config.port} with ${config.webConcurrency} worker processes (started in ${Math.round(performance.now() - startedAt)} ms)`,
      );
      return;
    }
    const app = await buildApp({
      config: webConfig,
      db,
      jwtSecret: prepared.jwtSecret,
      ...(embedded ? { databaseProcess: embedded.state } : {}),
    });
    const daily = startDailyWork(app.log);

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      await daily.stop();
      await app.close().catch(() => {});
      await stopDatabase();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    say(
      `Kamar is ready on http://${config.host}:${config.port} (started in ${Math.round(performance.now() - startedAt)} ms)`,
    );
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Kamar could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
