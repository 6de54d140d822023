import { depositCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { depositExport } from './deposits.export.js';
import type { DepositsService } from './deposits.service.js';

export async function depositsRoutes(app: FastifyInstance, { service }: { service: DepositsService }) {
  app.registerCall(depositCalls.create, ({ user, body }) => service.settle(user, body));
  app.registerCall(depositCalls.getList, ({ body }) => service.list(body));
  app.registerCall(depositCalls.getById, ({ body }) => service.getById(body.paymentId));
  app.registerExport(exportCalls.deposit, depositExport(service));
}
