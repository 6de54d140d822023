import { depositCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { Ledger } from '../ledger/ledger.service.js';
import { depositExport } from './deposits.export.js';
import { createDepositsService } from './deposits.service.js';

export async function depositsRoutes(app: FastifyInstance, options: { ledger: Ledger }) {
  const service = createDepositsService({
    db: app.db,
    clock: app.clock,
    businessTimezone: app.businessTimezone,
    ledger: options.ledger,
  });

  app.registerCall(depositCalls.create, ({ user, body }) => service.settle(user, body));
  app.registerCall(depositCalls.getList, ({ body }) => service.list(body));
  app.registerCall(depositCalls.getById, ({ body }) => service.getById(body.paymentId));
  app.registerExport(exportCalls.deposit, depositExport(service));
}
