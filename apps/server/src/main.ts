import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { scopedDatabase } from './db/actor-scope.js';
import { CALL_LIMITS, createDatabase } from './db/client.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded/embedded-postgres.js';
import { systemClock } from './lib/business-time.js';
import { postgresLogFilter } from './lib/postgres-log.js';
import { withinTime } from './lib/time-limit.js';
import { startAuditCountsSchedule } from './modules/audit/audit-counts-schedule.js';
import { startBackupSchedule } from './modules/backups/backup-schedule.js';
import { backupBeforeMigrating } from './modules/backups/backups.service.js';
import { startMonthlyExpenseSchedule } from './modules/expenses/recurring-expense-schedule.js';
import { startBillSchedule } from './modules/ledger/bill-schedule.js';
import { startMessageWork } from './modules/messaging/message-work.js';
import { startGatewayRecheck } from './modules/payment-gateway/gateway-recheck-schedule.js';
import { startMonthClosingSchedule } from './modules/reports/month-closing-schedule.js';
import { createServices } from './services.js';
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

/** How long each step of the shutdown may take before the next one goes ahead regardless. */
const STEP_LIMIT_MS = 15_000;
/** The whole shutdown (the embedded PostgreSQL may take 30 s to stop, then it is killed). */
const SHUTDOWN_LIMIT_MS = 90_000;

/** Whatever hangs, a SIGTERM ends the process: it exits on its own once the shutdown's time is up. */
function exitWhateverHangs(say: (line: string) => void) {
  setTimeout(() => {
    say(`The shutdown did not finish within ${SHUTDOWN_LIMIT_MS / 1000} s; exiting now.`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
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

  // Calls get a pool with CALL_LIMITS; start-up (migrations, a backup before them) and the daily
  // work (backups, a month's bill run) a small one of their own without them.
  const db = createDatabase({
    url: databaseUrl,
    timeZone: config.businessTimezone,
    maxConnections: config.databasePoolSize,
    limits: CALL_LIMITS,
  });
  const workDb = createDatabase({ url: databaseUrl, timeZone: config.businessTimezone, maxConnections: 3 });
  const stopDatabase = async () => {
    // The pool waits for every connection to come back: one held by work that hangs never does.
    await withinTime(db.$client.end(), STEP_LIMIT_MS, 'closing the database connections').catch(() => {});
    await withinTime(workDb.$client.end(), STEP_LIMIT_MS, 'closing the daily work connections').catch(() => {});
    await embedded?.stop();
  };
  /**
   * The daily work (backups, the bill run, the audit counts' roll-up) runs in the one process that owns the database:
   * the server itself, or the primary of WEB_CONCURRENCY workers (which only serve HTTP).
   */
  const startDailyWork = (log: Pick<FastifyBaseLogger, 'info' | 'error'>) => {
    // The same services as the calls', on the daily work's own pool (no call limits); it signs no tokens.
    const work = createServices({
      db: workDb,
      clock: systemClock,
      businessTimezone: config.businessTimezone,
      backup: config.backup,
      signToken: () => {
        throw new Error('The daily work signs no tokens.');
      },
    });
    const backups = startBackupSchedule({ service: work.backups, hour: config.backup.hour, log });
    const bills = startBillSchedule({
      ledger: work.ledger,
      hour: config.billHour,
      timeZone: config.businessTimezone,
      log,
    });
    const auditCounts = startAuditCountsSchedule({ audit: work.audit, timeZone: config.businessTimezone, log });
    // Online payments still pending are asked about every few minutes; each is settled in a
    // transaction naming the provider (the scoped database joins it), as its webhook is.
    const gatewayRecheck = startGatewayRecheck({
      gateway: createServices({
        db: scopedDatabase(workDb),
        clock: systemClock,
        businessTimezone: config.businessTimezone,
        backup: config.backup,
        gateway: config.gateway,
        signToken: () => {
          throw new Error('The daily work signs no tokens.');
        },
      }).paymentGateway,
      rawDb: workDb,
      log,
    });
    // The server's own messages: the job queue's workers, each unit of work in a transaction
    // naming the messages' sender (links made for them are audited as theirs).
    const messages = startMessageWork({
      connectionString: databaseUrl ?? '',
      rawDb: workDb,
      services: createServices({
        db: scopedDatabase(workDb),
        clock: systemClock,
        businessTimezone: config.businessTimezone,
        backup: config.backup,
        whatsappApiUrl: config.whatsappApiUrl,
        signToken: () => {
          throw new Error('The daily work signs no tokens.');
        },
      }),
      timeZone: config.businessTimezone,
      log,
    });
    const monthClosings = startMonthClosingSchedule({ reports: work.reports, timeZone: config.businessTimezone, log });
    const monthlyExpenses = startMonthlyExpenseSchedule({
      expenses: work.expenses,
      timeZone: config.businessTimezone,
      log,
    });
    return {
      async stop() {
        await backups.stop();
        await bills.stop();
        await auditCounts.stop();
        await monthlyExpenses.stop();
        await monthClosings.stop();
        await gatewayRecheck.stop();
        await messages.stop();
      },
    };
  };

  try {
    const prepared = await prepareDatabase(workDb, config, {
      beforeMigrating: (pending) => backupBeforeMigrating(workDb, config, pending, say),
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
        exitWhateverHangs(say);
        await withinTime(daily.stop(), STEP_LIMIT_MS, 'stopping the daily work').catch(() => {});
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
      exitWhateverHangs(say);
      // Each step within its time: a backup under way ends at once, any other work gets a while.
      await withinTime(daily.stop(), STEP_LIMIT_MS, 'stopping the daily work').catch(() => {});
      await withinTime(app.close(), STEP_LIMIT_MS, 'closing HTTP').catch(() => {});
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
