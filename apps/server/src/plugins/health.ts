import type { FastifyInstance } from 'fastify';
import { databaseAnswers } from '../db/migrate.js';

/** DESIGN.md section 2: /healthz (process up) and /readyz (database answers). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const ready = await databaseAnswers(app.db);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'database unavailable' });
  });
}
