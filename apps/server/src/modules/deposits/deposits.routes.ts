import { depositCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { depositExport } from './deposits.export.js';
import { createDepositsService } from './deposits.service.js';

export async function depositsRoutes(app: FastifyInstance) {
  const service = createDepositsService({ db: app.db, clock: app.clock, businessTimezone: app.businessTimezone });

  app.registerCall(depositCalls.create, ({ user, body }) => service.settle(user, body));
  app.registerCall(depositCalls.getList, ({ body }) => service.list(body));
  app.registerExport(exportCalls.deposit, depositExport(service));
}
