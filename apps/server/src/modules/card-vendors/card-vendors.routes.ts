import { cardVendorCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { masterDataExport } from '../master-data/master-data.service.js';
import type { CardVendorsService } from './card-vendors.service.js';

export async function cardVendorsRoutes(app: FastifyInstance, { service }: { service: CardVendorsService }) {
  app.registerCall(cardVendorCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(cardVendorCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(cardVendorCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(cardVendorCalls.getById, ({ body }) => service.getById(body.cardVendorId));
  app.registerCall(cardVendorCalls.getList, ({ body }) => service.list(body));
  app.registerExport(
    exportCalls.cardVendor,
    masterDataExport('cardVendor', service, [{ key: 'cardVendorName' }, { key: 'contactName' }, { key: 'phone' }]),
  );
}
