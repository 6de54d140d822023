import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { CALL_LIMITS, createDatabase } from './db/client.js';

/**
 * WEB_CONCURRENCY > 1: the HTTP work runs in that many worker processes sharing the port
 * (node:cluster). The server keeps no state of its own (tokens are signed, everything else is in
 * PostgreSQL), so any worker may answer any request. The primary keeps the jobs that must run
 * once: the embedded PostgreSQL, migrations, the backup schedule and the daily bill run.
 */
const WORKER_ENV = { url: 'KAMAR_WORKER_DATABASE_URL', secret: 'KAMAR_WORKER_JWT_SECRET' } as const;

/** A worker that dies unexpectedly is replaced, but not in a tight loop. */
const RESTART_DELAY_MS = 1_000;

export function startWorkers(count: number, databaseUrl: string, jwtSecret: string, say: (line: string) => void) {
  let stopping = false;
  const fork = () => cluster.fork({ [WORKER_ENV.url]: databaseUrl, [WORKER_ENV.secret]: jwtSecret });
  cluster.on('exit', (worker: Worker, code) => {
    if (stopping) return;
    say(`Worker ${worker.process.pid} ended (${code}); starting another.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });
  const ready = Array.from(
    { length: count },
    () =>
      new Promise<void>((resolve, reject) => {
        const worker = fork();
        worker.once('listening', () => resolve());
        worker.once('exit', (code) => reject(new Error(`a worker ended while starting (${code})`)));
      }),
  );
  return {
    ready: Promise.all(ready),
    /** Asks every worker to finish its requests and end. */
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve) => {
              w.once('exit', () => resolve());
              w.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** The body of a worker process: its own pool and app on the primary's database. */
export async function serveAsWorker(config: Config) {
  const url = process.env[WORKER_ENV.url];
  const jwtSecret = process.env[WORKER_ENV.secret];
  if (!url || !jwtSecret) throw new Error('a worker needs the database and the secret from its primary');
  delete process.env[WORKER_ENV.secret];
  const db = createDatabase({
    url,
    timeZone: config.businessTimezone,
    maxConnections: config.databasePoolSize,
    limits: CALL_LIMITS,
  });
  const app = await buildApp({ config, db, jwtSecret });
  const shutdown = async () => {
    await app.close().catch(() => {});
    await db.$client.end().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  // Ctrl+C reaches the whole process group: the primary decides when workers stop.
  process.on('SIGINT', () => {});
  await app.listen({ port: config.port, host: config.host });
}

/** The primary's log (its workers log through Fastify): one line per event. */
export function primaryLog(say: (line: string) => void): Pick<FastifyBaseLogger, 'info' | 'error'> {
  const line = (level: string) => (fields: unknown, message?: string) =>
    say(JSON.stringify({ level, time: Date.now(), msg: message, ...(fields as object) }));
  return { info: line('info'), error: line('error') } as Pick<FastifyBaseLogger, 'info' | 'error'>;
}
