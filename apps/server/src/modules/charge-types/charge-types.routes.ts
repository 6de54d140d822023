import { chargeTypeCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { chargeTypeExport } from './charge-types.export.js';
import type { ChargeTypesService } from './charge-types.service.js';

export async function chargeTypesRoutes(app: FastifyInstance, { service }: { service: ChargeTypesService }) {
  app.registerCall(chargeTypeCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(chargeTypeCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(chargeTypeCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(chargeTypeCalls.getById, ({ body }) => service.getById(body.chargeTypeId));
  app.registerCall(chargeTypeCalls.getList, ({ body }) => service.list(body));
  app.registerExport(exportCalls.chargeType, chargeTypeExport(service));
}
