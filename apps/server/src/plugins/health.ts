import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

/** How the server's own database process is doing; absent with DATABASE_URL. */
export type DatabaseProcessState = () => 'running' | 'restarting' | 'failing' | 'stopped';

export interface HealthOptions {
  databaseProcess?: DatabaseProcessState;
}

/** /readyz answers within a second: a database that takes longer is not ready for calls. */
export const READY_WITHIN_MS = 900;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_WITHIN_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * DESIGN.md section 2. /healthz is liveness: 503 only when the server has given up on its own
 * (its embedded PostgreSQL cannot be started again), so an orchestrator may restart it.
 * /readyz is readiness: 503 while the database does not answer within a second, so traffic waits for it.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const failing = options.databaseProcess?.() === 'failing';
    return reply.code(failing ? 503 : 200).send({ status: failing ? 'database cannot be restarted' : 'ok' });
  });
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const state = options.databaseProcess?.() ?? 'running';
    const ready = state === 'running' && (await databaseAnswers(app.db));
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'database unavailable' });
  });
}
